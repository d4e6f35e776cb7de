import CivilTime
import Foundation
import Hummingbird
import Localization
import NIOCore
import Storage

/// The request context of every route: Hummingbird's core storage plus the visitor — whose
/// profile the request reads and writes, and that person's language and time zone.
public struct AppRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by `ProfileMiddleware` before any route runs.
    var visitor: Visitor
    /// The connection's peer (the rate limit's key when no trusted proxy names the client).
    public let remoteAddress: SocketAddress?

    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.visitor = .nobody
        self.remoteAddress = source.channel.remoteAddress
    }

    /// The profile every read and write of this request is scoped to.
    var profile: ProfileID { visitor.profile }
    /// The zone in which this person's "today" is reckoned.
    var timeZone: TimeZone { visitor.timeZone }
}

/// Who is asking: the profile the browser's cookie names, with its settings.
struct Visitor: Sendable {
    var profile: ProfileID
    /// The language the person chose, if any (else the browser's `Accept-Language` decides).
    var language: Language?
    var timeZone: TimeZone
    /// The stored zone's identifier, nil while neither browser nor person has given one.
    var storedZone: String?
    var zoneIsManual: Bool

    /// Before the profile is known (assets, health, feeds): no profile row has id 0.
    static let nobody = Visitor(
        profile: ProfileID(rawValue: 0), language: nil, timeZone: TimeZone(identifier: "UTC")!, storedZone: nil,
        zoneIsManual: false)

    init(profile: ProfileID, language: Language?, timeZone: TimeZone, storedZone: String?, zoneIsManual: Bool) {
        self.profile = profile
        self.language = language
        self.timeZone = timeZone
        self.storedZone = storedZone
        self.zoneIsManual = zoneIsManual
    }

    /// The visitor of a stored profile; the server's zone stands in until the person's is known.
    init(_ stored: Profile, localizer: Localizer, fallbackZone: TimeZone) {
        let language = stored.language.map(Language.init(rawValue:)).flatMap { localizer.supports($0) ? $0 : nil }
        let zone = stored.timeZone.flatMap(TimeZone.init(identifier:))
        self.init(
            profile: stored.id, language: language, timeZone: zone ?? fallbackZone,
            storedZone: zone == nil ? nil : stored.timeZone,
            zoneIsManual: stored.timeZoneIsManual)
    }
}
