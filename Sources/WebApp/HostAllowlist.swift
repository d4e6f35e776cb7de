/// The host names this server answers to, checked against each request's `Host` so that a page on
/// another site cannot reach it through DNS rebinding (a name that suddenly resolves to
/// 127.0.0.1).
///
/// Allowed: the loopback names (`localhost`, `127.0.0.1`, `[::1]`), the bind host unless it is a
/// wildcard, and every `--allowed-host`. Names are compared without their port and case.
public struct HostAllowlist: Sendable, Equatable {
    /// The lowercased names, without ports.
    public let names: Set<String>

    public init(bindHost: String, allowedHosts: [String]) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        if !Self.isWildcard(bindHost) { names.insert(Self.name(of: Self.bracketed(bindHost))) }
        for host in allowedHosts { names.insert(Self.name(of: Self.bracketed(host))) }
        self.names = names
    }

    /// Whether a request naming `host` (a `Host` header value, possibly with a port) is answered.
    /// A request without a host (HTTP/1.0) is answered: a browser always sends one.
    public func allows(_ host: String?) -> Bool {
        guard let host, !host.isEmpty else { return true }
        return names.contains(Self.name(of: host))
    }

    /// Whether `host` listens on every interface (`0.0.0.0`, `::`).
    public static func isWildcard(_ host: String) -> Bool {
        ["0.0.0.0", "::", "[::]", "*", "0:0:0:0:0:0:0:0"].contains(host)
    }

    /// The name of a `Host` value: lowercased, without its port or a trailing dot.
    static func name(of host: String) -> String {
        var text = Substring(host.lowercased())
        if text.hasPrefix("[") {
            if let close = text.firstIndex(of: "]") { text = text[...close] }
        } else if let colon = text.lastIndex(of: ":") {
            text = text[..<colon]
        }
        if text.hasSuffix(".") { text = text.dropLast() }
        return String(text)
    }

    /// An IPv6 literal as a `Host` header writes it (`::1` → `[::1]`).
    static func bracketed(_ host: String) -> String {
        host.filter { $0 == ":" }.count > 1 && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
