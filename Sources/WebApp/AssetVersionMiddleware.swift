import HTTPTypes
import Hummingbird

/// Stamps every answer with the version of the assets its page refers to (`Sadhana-Assets`,
/// `AssetCatalog.version`), so the service worker can tell a page newer than its own cache: such a
/// page takes its styles and scripts from the network, never the old files (see `sw.js`).
struct AssetVersionMiddleware<Context: RequestContext>: RouterMiddleware {
    static var header: HTTPField.Name { HTTPField.Name("Sadhana-Assets")! }

    let version: String

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers[Self.header] = version
        return response
    }
}
