import CivilTime
import Foundation
import Observances
import Places

/// What a day's or an observance's detail is computed for: the engine, the place, the reckoning,
/// the person's words and their today. Every value is a parameter (no clock or zone is read here),
/// so the server, the CLI and a native app build the same details from the same inputs.
public struct CalendarContext: Sendable {
    public let engine: CalendarEngine
    public let location: Location
    public let reckoning: CalendarReckoning
    public let names: CalendarNames
    /// The person's day at the place (countdowns and "upcoming" count from it).
    public let today: CivilDate

    public init(
        engine: CalendarEngine, location: Location, reckoning: CalendarReckoning, names: CalendarNames,
        today: CivilDate
    ) {
        self.engine = engine
        self.location = location
        self.reckoning = reckoning
        self.names = names
        self.today = today
    }

    /// The place's zone: every time shown is on its clock.
    public var zone: TimeZone { location.timeZone }
    public var catalog: FestivalCatalog { engine.base.catalog }
    /// The person's language code ("en", "hi", "hi-Latn"…), as the festival catalog takes it.
    public var languageCode: String { names.language.rawValue }

    /// The computed year `y` at the place under the reckoning (cached by the engine).
    public func year(_ y: Int) throws -> CalendarYear { try engine.year(y, at: location, reckoning: reckoning) }

    /// The observances from `from` through `through` at the place under the reckoning.
    public func observances(from: CivilDate, through: CivilDate) throws -> [Observance] {
        try engine.observances(from: from, through: through, at: location, reckoning: reckoning)
    }
}
