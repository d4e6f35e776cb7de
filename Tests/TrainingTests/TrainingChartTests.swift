import Foundation
import Testing
import Training

/// The history chart's geometry from finished sessions, newest first as history lists them.
@Suite("Training chart")
struct TrainingChartTests {
    /// A time session of one held set of `seconds`, stopped, started `day` days after `t0`.
    func held(_ seconds: Double, day: Int = 0) throws -> TrainingSession {
        var session = timeSession()
        let start = Double(day) * 86_400
        try session.apply(.startHold(at: at(start)))
        try session.apply(.stop(at: at(start + seconds)))
        return session
    }

    @Test("No sessions: no bars, a unit axis, and the chart is still six slots wide")
    func empty() {
        let chart = TrainingChart([])
        #expect(chart.sessions.isEmpty && chart.total.values.isEmpty)
        #expect(chart.total.axis.maximum == 1)
        #expect(chart.width == TrainingChart.axisWidth + 6 * TrainingChart.slot + 4)
    }

    @Test("59 reps in 2 sets: each chart has its own axis (0–60 in steps of 20, 0–2 in steps of 1)")
    func ownAxes() throws {
        // Given one session of 2 sets: 27 + 2 and 28 + 2 = 59 reps
        var s = repsSession(target: 1000, rest: 0)
        try s.apply(.startHold(at: at(0)))
        try s.apply(.submitReps(27, at: at(30)))
        _ = try? s.apply(.skipRest(at: at(31)))
        try s.apply(.submitReps(28, at: at(90)))
        // When
        let chart = TrainingChart([s])
        // Then the bars are both full height, but on axes that say what full means
        #expect(chart.total.values == [59])
        #expect(chart.sets.values == [2])
        #expect(chart.total.axis.maximum == 60 && chart.total.axis.ticks == [0, 20, 40, 60])
        #expect(chart.sets.axis.maximum == 2 && chart.sets.axis.ticks == [0, 1, 2])
        #expect(chart.total.axis.maximum != chart.sets.axis.maximum)
    }

    @Test("Time totals take clock-round steps: 3:25:47 on an axis of 0–4 h in hours")
    func timeAxis() throws {
        let chart = TrainingChart([try held(12_347), try held(30, day: 1)])
        #expect(chart.total.axis.maximum == 14_400)
        #expect(chart.total.axis.ticks == [0, 3600, 7200, 10_800, 14_400])
        let short = TrainingChart([try held(32)])
        #expect(short.total.axis.ticks == [0, 10, 20, 30, 40])
    }

    @Test("Bars run oldest first one slot apart; heights follow each axis; a tiny value still shows")
    func scaling() throws {
        // Given three sessions, newest first as history lists them
        let sessions = [try held(30, day: 2), try held(15, day: 1), try held(0.05, day: 0)]
        // When
        let chart = TrainingChart(sessions)
        // Then
        let plot = TrainingChart.baseline - TrainingChart.plotTop
        #expect(chart.total.values == [0.05, 15, 30])
        #expect((0..<3).map(TrainingChart.x) == [63, 97, 131])
        #expect(chart.total.axis.ticks == [0, 10, 20, 30])
        #expect(chart.total.heights[2] == plot)
        #expect(chart.total.heights[1] == plot / 2)
        #expect(chart.total.heights[0] == 2, "a tiny total still shows as a 2-unit bar")
        #expect(chart.sets.heights == [plot, plot, plot], "one set each, on an axis of 0–1")
    }

    @Test("Only the latest sixteen sessions are drawn, and the width follows them")
    func latestSixteen() throws {
        let sessions = try (0..<20).reversed().map { try held(Double($0 + 1), day: $0) }
        let chart = TrainingChart(sessions)
        #expect(chart.sessions.count == TrainingChart.maximumSessions)
        #expect(chart.total.values.first == 5)
        #expect(chart.total.values.last == 20)
        #expect(chart.width == TrainingChart.axisWidth + 16 * TrainingChart.slot + 4)
    }
}
