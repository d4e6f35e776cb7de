import Hummingbird

/// Refuses a request whose `Host` is not one of the configured names (421 Misdirected Request,
/// with a message saying which names are served and how to add one).
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowlist: HostAllowlist

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // HTTP/1.1's `Host` arrives as the request's authority (the codec moves it there).
        let host = request.head.authority
        guard allowlist.allows(host) else {
            context.logger.notice("refused a request for another host", metadata: ["host": "\(host ?? "")"])
            let shown = String((host ?? "").prefix(100).filter { $0.isASCII && !$0.isNewline })
            let message =
                "This server does not answer to the host name “\(shown)”. It answers to "
                + allowlist.names.sorted().joined(separator: ", ")
                + "; whoever runs it can add a name with --allowed-host."
            return PlainAnswer.response(message, status: .misdirectedRequest, request: request)
        }
        return try await next(request, context)
    }
}
