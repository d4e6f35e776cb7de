import CivilTime
import CompanionCore
import Foundation
import Observances

/// Shared givens: one engine for the suite (its cache is the value under test in places), New Delhi,
/// and instants on New Delhi's clock.
let engine = try! CalendarEngine.bundled()
let newDelhi = try! Location(latitude: 28.6139, longitude: 77.2090, timeZoneIdentifier: "Asia/Kolkata")
let purnimant = CalendarReckoning(tradition: .purnimant, fasting: .smarta)

func day(_ iso: String) -> CivilDate { try! CivilDate(iso: iso) }

/// `iso` ("2026-11-06") at `hour`:`minute` in New Delhi.
func delhi(_ iso: String, _ hour: Int, _ minute: Int = 0) -> Date {
    day(iso).start(in: newDelhi.timeZone).addingTimeInterval(Double(hour * 3600 + minute * 60))
}
