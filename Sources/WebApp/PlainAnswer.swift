import Hummingbird

/// A short answer made before any page machinery runs (a refusal at the door): JSON
/// `{"error": …}` under `/api/`, plain text elsewhere.
enum PlainAnswer {
    static func response(
        _ message: String, status: HTTPResponse.Status, request: Request, headers extra: HTTPFields = [:]
    ) -> Response {
        if request.uri.path.hasPrefix("/api/") {
            var response = APIResponse.error(message, status: status)
            response.headers.append(contentsOf: extra)
            return response
        }
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8"]
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
