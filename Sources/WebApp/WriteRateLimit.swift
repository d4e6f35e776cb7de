/// How many changes (POST, PUT, PATCH, DELETE) one client may make: a steady rate with a burst on
/// top, as a token bucket per client address.
public struct WriteRateLimit: Sendable, Equatable {
    /// Writes per minute, refilled continuously.
    public var perMinute: Int
    /// Writes that may come at once before the rate applies.
    public var burst: Int

    public init(perMinute: Int = 60, burst: Int = 30) {
        self.perMinute = perMinute
        self.burst = burst
    }
}
