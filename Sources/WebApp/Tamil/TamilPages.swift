import Foundation
import Hummingbird
import Localization

/// Renders the Tamil Calendar's pages through the suite's `PageRenderer` (which builds each
/// language's template strings once at start-up).
final class TamilPages: Sendable {
    let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func render(_ template: String, _ page: [String: Any], chrome: Chrome, status: HTTPResponse.Status = .ok)
        -> Response
    {
        services.pages.render(template, page, chrome: chrome, status: status)
    }
}
