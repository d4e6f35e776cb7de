import Foundation
import Testing

@testable import Training

@Suite("Session summary")
struct SessionSummaryTests {
    @Test("Density is the work per minute of a session lasting at least the minimum")
    func densityPerMinute() throws {
        var session = repsSession(target: 30, adjustment: 2)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.submitReps(10, at: at(20)))
        try session.apply(.restTick(at: at(80)))
        try session.apply(.submitReps(16, at: at(100)))
        let summary = SessionSummary(session)
        #expect(summary.duration == 100)
        #expect(summary.density == 18)
    }

    @Test("A session posted within a second states no density, not tens of thousands of reps per minute")
    func noDensityForAnInstantSession() throws {
        var session = repsSession(target: 20, adjustment: 0)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.submitReps(22, at: at(0.021)))
        let summary = SessionSummary(session)
        #expect(session.isComplete)
        #expect(summary.density == nil)
    }

    @Test("The minimum duration is where density begins")
    func densityFromTheMinimum() throws {
        var session = repsSession(target: 10, adjustment: 0)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.submitReps(10, at: at(SessionSummary.minimumDensityDuration)))
        #expect(SessionSummary(session).density == 10 / (SessionSummary.minimumDensityDuration / 60))
    }
}
