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

    @Test("No sessions: no bars, and the chart is still eight slots wide")
    func empty() {
        let chart = TrainingChart([])
        #expect(chart.bars.isEmpty)
        #expect(chart.width == 8 * TrainingChart.slot + 8)
    }

    @Test("Bars run oldest first from x = 6, one slot apart; the largest total fills the plot less its label room")
    func scaling() throws {
        // Given three sessions, newest first as history lists them
        let sessions = [try held(30, day: 2), try held(15, day: 1), try held(0.5, day: 0)]
        // When
        let chart = TrainingChart(sessions)
        // Then
        #expect(chart.bars.map(\.summary.total) == [0.5, 15, 30])
        #expect(chart.bars.map(\.x) == [6, 50, 94])
        #expect(chart.bars[2].totalHeight == TrainingChart.plotHeight - 14)
        #expect(chart.bars[1].totalHeight == (TrainingChart.plotHeight - 14) / 2)
        #expect(chart.bars[0].totalHeight == 2, "a tiny total still shows as a 2-unit bar")
        #expect(chart.bars.allSatisfy { $0.setsHeight == TrainingChart.plotHeight - 14 })
    }

    @Test("Only the latest sixteen sessions are drawn, and the width follows them")
    func latestSixteen() throws {
        let sessions = try (0..<20).reversed().map { try held(Double($0 + 1), day: $0) }
        let chart = TrainingChart(sessions)
        #expect(chart.bars.count == TrainingChart.maximumSessions)
        #expect(chart.bars.first?.summary.total == 5)
        #expect(chart.bars.last?.summary.total == 20)
        #expect(chart.width == 16 * TrainingChart.slot + 8)
    }
}
