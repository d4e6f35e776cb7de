/// The limits that keep one client from exhausting the server: how long a connection may sit idle
/// or a request take, how many connections are open at once, how long a URL and its headers may
/// be. Bodies are limited per route by `RequestInput` (64 KiB for forms and JSON, 4 MiB for an
/// import).
public struct TransportLimits: Sendable, Equatable {
    /// A connection that sends nothing (no new request, or a request head or body that stalls)
    /// for this long is closed.
    public var idleTimeout: Duration
    /// A request still unanswered after this long gets 408 (a slow body included).
    public var requestTimeout: Duration
    /// Connections beyond this wait in the listen backlog until one closes.
    public var maxConnections: Int
    /// The longest request target (path and query) answered; longer gets 414.
    public var maxURLLength: Int
    /// The largest header block (all headers together) and the most header fields.
    public var maxHeaderBytes: Int
    public var maxHeaderCount: Int

    public init(
        idleTimeout: Duration = .seconds(30), requestTimeout: Duration = .seconds(30), maxConnections: Int = 512,
        maxURLLength: Int = 8 * 1024, maxHeaderBytes: Int = 32 * 1024, maxHeaderCount: Int = 100
    ) {
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.maxConnections = maxConnections
        self.maxURLLength = maxURLLength
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
    }

    /// A connection limit that leaves room below the process's descriptor limit (`ulimit -n`) for
    /// the database, the listener and logs: at most 1024, and 64 fewer than the limit.
    public static func connectionLimit(descriptorLimit: Int) -> Int {
        max(8, min(1024, descriptorLimit - 64))
    }
}
