import CivilTime
import Foundation

/// The days the calendar apps and the CLI serve: every day from 1100-01-01 through 2900-12-31.
///
/// This is the one statement of the range. A day inside it can always be asked for, whatever
/// its page needs around it: the engine computes 1001–2998 (the ephemeris' years with a margin),
/// so a month, a week or a look-ahead that runs past the edge (2900-12-31's week, the Tamil month
/// that began in 1099) is computed beyond it. Inputs are checked against this range at the edges
/// (HTTP and CLI); engines below check only the wider years they can compute.
public enum CalendarRange {
    /// The years served, whole.
    public static let years = 1100...2900
    /// The years whose days the observance engine can compute (a span reaches 50 days past its
    /// ends, and the ephemeris covers 1000–2999): the margin a look-ahead past `years` may use.
    public static let computableYears = 1001...2998
    /// The first day served.
    public static let first = try! CivilDate(year: years.lowerBound, month: 1, day: 1)
    /// The last day served.
    public static let last = try! CivilDate(year: years.upperBound, month: 12, day: 31)

    /// Whether `date` is a day the apps serve.
    public static func contains(_ date: CivilDate) -> Bool { years.contains(date.year) }

    /// The range in words, for messages: "1100-01-01 … 2900-12-31".
    public static let description = "\(first) … \(last)"
}
