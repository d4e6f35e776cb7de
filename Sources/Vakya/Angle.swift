import Foundation

/// Degrees on the circle.
enum Angle {
    /// `degrees` reduced to [0, 360).
    static func normalized(_ degrees: Double) -> Double {
        let r = degrees.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    /// `degrees` reduced to [−180, 180).
    static func signed(_ degrees: Double) -> Double {
        normalized(degrees + 180) - 180
    }

    /// Rāśi, degrees, minutes, seconds to degrees.
    static func rdms(_ rasi: Int, _ degree: Int, _ minute: Int, _ second: Int = 0) -> Double {
        Double(rasi * 30 + degree) + Double(minute) / 60 + Double(second) / 3600
    }
}
