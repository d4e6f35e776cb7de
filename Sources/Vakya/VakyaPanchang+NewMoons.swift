import Foundation

extension VakyaPanchang {
    /// Every new moon (the end of Amāvāsyā, where the Vakya Moon overtakes the Ārya Sun) from `from`
    /// to `to`, in order: the instants that open the amanta months by the Vakya reckoning. The Moon
    /// runs between the tabulated sunrises (`VakyaMoon`), which are the nodes searched; with a place's
    /// `sunrises` it runs by rule of three between those instead (in Chennai the instant moves by
    /// under a minute, docs/vakya.md).
    public static func newMoons(from: Date, to: Date, sunrises: VakyaMoon.LocalSunrises? = nil) throws(VakyaError)
        -> [Date]
    {
        guard from < to else { return [] }
        // A day's nodes either side, so that a new moon at either end lies between two of them.
        let first = VakyaMoon.kaliDay(at: from).day - 1
        let last = VakyaMoon.kaliDay(at: to).day + 2
        let nodes = (first...last).map(VakyaMoon.sunrise(kaliDay:))
        return try spans(.tithi, nodes: nodes, sunrises: sunrises).filter { $0.number == 1 }.map(\.start)
            .filter { $0 >= from && $0 <= to }
    }
}
