import CompanionCore
import Foundation
import Hummingbird
import Localization
import Logging
import NIOCore
import Storage
import TamilCore

/// Builds the suite's server: opens the database (migrating it), loads languages, templates and
/// assets, and wires every app's routes.
public func buildApplication(_ configuration: WebAppConfiguration) async throws -> some ApplicationProtocol {
    var logger = Logger(label: "sadhana")
    logger.logLevel = configuration.logLevel
    let database = try AppDatabase(folder: configuration.dataFolder)
    logger.info("database ready", metadata: ["path": "\(configuration.dataFolder.path)/sadhana.sqlite"])
    let router = try await buildRouter(database: database, configuration: configuration)
    if HostAllowlist.isWildcard(configuration.host) {
        logger.warning(
            """
            listening on every network interface (\(configuration.host)): anyone who can reach this machine \
            can read and change every practice record here (there are no passwords). Only the host names \
            \(configuration.hostAllowlist.names.sorted().joined(separator: ", ")) are answered; add the name or \
            address people will use with --allowed-host, and to serve people beyond a trusted home network run \
            behind a TLS reverse proxy with --public (see README, "Security and hosting").
            """)
    }
    let limits = configuration.limits
    return Application(
        router: router,
        server: .http1(
            configuration: .init(
                idleTimeout: TimeAmount(limits.idleTimeout),
                httpDecoderConfiguration: .init(
                    maxHeaderFieldSize: limits.maxHeaderBytes, maxHeaderListSize: limits.maxHeaderBytes,
                    maxHeaderFieldCount: limits.maxHeaderCount))),
        configuration: .init(
            address: .hostname(configuration.host, port: configuration.port), serverName: "sadhana",
            availableConnectionsDelegate: .maximum(limits.maxConnections, logger: logger)),
        logger: logger
    )
}

/// The router of the whole suite, separate from the server so tests can drive it in process.
public func buildRouter(database: AppDatabase, configuration: WebAppConfiguration) async throws -> Router<
    AppRequestContext
> {
    let localizer = try Localizer.bundled()
    // The Sacred Texts: the library, its search index and the script converter, built once.
    let texts = try TextsServices.bundled(recitations: configuration.dataFolder.appending(path: "recitations"))
    let services = AppServices(
        database: database,
        localizer: localizer,
        pages: try await PageRenderer(localizer: localizer),
        assets: try AssetCatalog.bundled(),
        timeZone: configuration.timeZone,
        now: configuration.now,
        secureCookies: configuration.isPublic,
        journeyTexts: texts.journeyTexts,
        textTitles: Dictionary(
            uniqueKeysWithValues: texts.library.texts.map { text in
                (
                    text.id,
                    Dictionary(uniqueKeysWithValues: text.titles.map { ($0.key.lowercased(), $0.value) }).merging([
                        "en": text.title
                    ]) { own, _ in own }
                )
            })
    )
    // HEAD answers like GET without a body (the GET's headers, Content-Length included).
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    // Outermost first: every answer, refusals and errors included, leaves with the security headers.
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: AssetVersionMiddleware(version: services.assets.version))
    router.add(middleware: HostCheckMiddleware(allowlist: configuration.hostAllowlist))
    if let limit = configuration.writeRateLimit {
        router.add(middleware: RateLimitMiddleware(configuration: configuration, limit: limit))
    }
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.add(middleware: ProfileMiddleware(services: services))
    router.add(middleware: ErrorPagesMiddleware(services: services))
    router.add(middleware: RequestLimitsMiddleware(limits: configuration.limits))
    router.add(middleware: CrossSiteRequestMiddleware())
    router.add(middleware: PrefetchMiddleware())
    router.add(middleware: PageCacheMiddleware(services: services))
    router.get("/health") { _, _ in
        HealthStatus(status: "ok", version: WebAppConfiguration.version)
    }
    configuration.testClock?.addRoutes(to: router)
    AssetsController(services: services).addRoutes(to: router)
    OfflineController(services: services).addRoutes(to: router)
    SuiteController(services: services).addRoutes(to: router)
    ProfileController(services: services).addRoutes(to: router)
    JapaPagesController(services: services).addRoutes(to: router)
    JapaAPIController(services: services).addRoutes(to: router.group("/api/v1/japa"))
    PlacesAPIController().addRoutes(to: router.group("/api/v1/places"))
    TrainingPagesController(services: services).addRoutes(to: router)
    TrainingSessionPagesController(services: services).addRoutes(to: router)
    TrainingHistoryPagesController(services: services).addRoutes(to: router)
    TrainingAPIController(services: services).addRoutes(to: router.group("/api/v1/training"))
    MorningPagesController(services: services, entitlement: MorningEntitlements.configured()).addRoutes(to: router)
    MorningAPIController(services: services, entitlement: MorningEntitlements.configured()).addRoutes(
        to: router.group("/api/v1/morning"))
    // The Companion's engine and its computed-year cache, shared by its four controllers.
    let calendar = try CalendarEngine.bundled()
    CalendarPagesController(services: services, calendar: calendar, texts: texts).addRoutes(to: router)
    CalendarSettingsController(services: services, calendar: calendar, texts: texts).addRoutes(to: router)
    CalendarSyncController(services: services, calendar: calendar, texts: texts).addRoutes(to: router)
    CalendarAPIController(services: services, calendar: calendar).addRoutes(to: router.group("/api/v1/calendar"))
    TextsPagesController(services: services, calendar: calendar, texts: texts).addRoutes(to: router)
    RecitationsController(services: services, calendar: calendar, texts: texts).addRoutes(to: router)
    TextsAPIController(services: services, texts: texts).addRoutes(to: router.group("/api/v1/texts"))
    JourneyController(services: services, calendar: calendar, texts: texts).addRoutes(to: router)
    let tamil = try TamilCalendar.bundled()
    let tamilPages = TamilPagesController(services: services, calendar: tamil)
    tamilPages.addRoutes(to: router)
    TamilAPIController(pages: tamilPages).addRoutes(to: router.group("/api/v1/tamil"))
    TamilSeedAPIController(services: services, calendar: tamil).addRoutes(to: router)
    try APIDocsController(services: services).addRoutes(to: router)
    return router
}

struct HealthStatus: ResponseEncodable {
    let status: String
    let version: String
}
