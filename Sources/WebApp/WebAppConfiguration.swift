import Foundation
import Logging

/// How the suite's web server is set up: where it listens, where its data lives, and the
/// edge values (time zone, clock) that engines never read for themselves.
public struct WebAppConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// The folder that holds `sadhana.sqlite`.
    public var dataFolder: URL
    /// The zone in which the practitioner's "today" is reckoned.
    public var timeZone: TimeZone
    public var logLevel: Logger.Level
    /// The clock, read once per request at the edge.
    public var now: @Sendable () -> Date
    /// A settable clock for browser tests (`serve --test-clock`); when present it is `now`.
    public var testClock: TestClock?
    /// Host names answered besides loopback and the bind host (`--allowed-host`).
    public var allowedHosts: [String]
    /// Served behind a TLS reverse proxy for several people (`--public`): `X-Forwarded-For` and
    /// `X-Forwarded-Proto` are trusted and writes are rate-limited.
    public var isPublic: Bool
    /// Timeouts and size limits of the HTTP server.
    public var limits: TransportLimits
    /// The per-client limit on writes; nil for none (the default on a private, loopback server).
    public var writeRateLimit: WriteRateLimit?

    public init(
        host: String = "127.0.0.1", port: Int = 8080, dataFolder: URL, timeZone: TimeZone,
        logLevel: Logger.Level = .info, now: @escaping @Sendable () -> Date = { Date() },
        testClock: TestClock? = nil, allowedHosts: [String] = [], isPublic: Bool = false,
        limits: TransportLimits = TransportLimits(), writeRateLimit: WriteRateLimit? = nil
    ) {
        self.allowedHosts = allowedHosts
        self.isPublic = isPublic
        self.limits = limits
        self.writeRateLimit = writeRateLimit ?? (isPublic ? WriteRateLimit() : nil)
        self.host = host
        self.port = port
        self.dataFolder = dataFolder
        self.timeZone = timeZone
        self.logLevel = logLevel
        self.testClock = testClock
        if let testClock {
            self.now = { testClock.now() }
        } else {
            self.now = now
        }
    }

    /// The host names requests may name (see `HostAllowlist`).
    public var hostAllowlist: HostAllowlist { HostAllowlist(bindHost: host, allowedHosts: allowedHosts) }

    /// The suite's version, shown in the footer and `/health`.
    public static let version = "0.1.0"

    /// The default data folder: `$XDG_DATA_HOME/sadhana`, else `~/.local/share/sadhana` (Linux),
    /// or `~/Library/Application Support/Sadhana` (Apple platforms).
    public static func defaultDataFolder(environment: [String: String]) -> URL {
        #if os(Linux)
            if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
                return URL(fileURLWithPath: xdg).appendingPathComponent("sadhana")
            }
            let home = environment["HOME"] ?? NSHomeDirectory()
            return URL(fileURLWithPath: home).appendingPathComponent(".local/share/sadhana")
        #else
            let home = environment["HOME"] ?? NSHomeDirectory()
            return URL(fileURLWithPath: home).appendingPathComponent("Library/Application Support/Sadhana")
        #endif
    }
}
