import Foundation
import Hummingbird
import NIOCore

/// What a request says about its client — its address and whether it came over HTTPS — read the
/// way the configuration allows: `X-Forwarded-For` and `X-Forwarded-Proto` are believed only with
/// `--public`, where the server sits behind a reverse proxy that sets them; otherwise anyone could
/// forge them.
extension WebAppConfiguration {
    /// True when the browser reached the suite over HTTPS: with `--public`, when the proxy says
    /// `X-Forwarded-Proto: https` (or `Forwarded: proto=https`); never on a private server, which
    /// speaks plain HTTP. Use it to set the `Secure` flag of a cookie.
    public func isSecureRequest(_ request: Request) -> Bool {
        guard isPublic else { return false }
        if let proto = request.headers[.init("X-Forwarded-Proto")!] {
            return Self.lastListItem(proto)?.lowercased() == "https"
        }
        if let forwarded = request.headers[.init("Forwarded")!] {
            return forwarded.lowercased().split(whereSeparator: { $0 == ";" || $0 == "," }).contains {
                $0.trimmingCharacters(in: .whitespaces) == "proto=https"
            }
        }
        return false
    }

    /// The client's address, for rate limits and logs: with `--public`, the last address in
    /// `X-Forwarded-For` (the one the proxy itself appended, which a client cannot forge); else the
    /// connection's peer, when the request context knows it; else `"local"`.
    public func clientAddress(_ request: Request, context: some RequestContext) -> String {
        if isPublic, let header = request.headers[.init("X-Forwarded-For")!], let last = Self.lastListItem(header),
            !last.isEmpty, last.count <= 64
        {
            return last
        }
        if let remote = (context as? any RemoteAddressRequestContext)?.remoteAddress {
            return remote.ipAddress ?? "\(remote)"
        }
        return "local"
    }

    /// The last item of a comma-separated header (the proxy nearest to us appends last).
    static func lastListItem(_ value: String) -> String? {
        value.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
