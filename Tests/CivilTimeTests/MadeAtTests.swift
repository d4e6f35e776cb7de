import Foundation
import Testing

@testable import CivilTime

@Suite("Made-at instants from a device")
struct MadeAtTests {
    static let now = Date(timeIntervalSince1970: 1_795_255_200)  // 2026-11-21T10:00:00Z

    @Test("An instant within the window is taken as written, with or without fractions and in any offset")
    func accepted() throws {
        #expect(try MadeAt.instant("2026-11-20T23:50:00Z", now: Self.now) == Self.now.addingTimeInterval(-36_600))
        #expect(try MadeAt.instant("2026-11-21T09:59:59.500Z", now: Self.now) == Self.now.addingTimeInterval(-0.5))
        #expect(try MadeAt.instant(" 2026-11-21T15:30:00+05:30 ", now: Self.now) == Self.now)
        #expect(try MadeAt.instant("2026-11-21T10:04:59Z", now: Self.now) == Self.now.addingTimeInterval(299))
        #expect(try MadeAt.instant("2026-10-22T10:00:00Z", now: Self.now) == Self.now.addingTimeInterval(-30 * 86_400))
    }

    @Test(
        "Garbage, a time without a zone, a huge text or a bare day is refused as malformed",
        arguments: [
            "", "yesterday", "2026-11-21", "2026-11-21T10:00:00", "2026-13-01T00:00:00Z", "1e9",
            String(repeating: "2026-11-21T10:00:00Z", count: 1000),
        ])
    func malformed(text: String) {
        #expect(throws: CivilTimeError.malformedInstant(String(text.prefix(40)))) {
            try MadeAt.instant(text, now: Self.now)
        }
    }

    @Test("More than five minutes ahead is a wrong clock; more than 30 days ago is too old")
    func outsideTheWindow() {
        #expect(throws: CivilTimeError.instantInFuture("2026-11-21T10:05:01Z")) {
            try MadeAt.instant("2026-11-21T10:05:01Z", now: Self.now)
        }
        #expect(throws: CivilTimeError.instantInFuture("9999-12-31T23:59:59Z")) {
            try MadeAt.instant("9999-12-31T23:59:59Z", now: Self.now)
        }
        #expect(throws: CivilTimeError.instantTooOld("2026-10-22T09:59:59Z", maximumDays: 30)) {
            try MadeAt.instant("2026-10-22T09:59:59Z", now: Self.now)
        }
        #expect(throws: CivilTimeError.instantTooOld("0001-01-01T00:00:00Z", maximumDays: 30)) {
            try MadeAt.instant("0001-01-01T00:00:00Z", now: Self.now)
        }
    }
}
