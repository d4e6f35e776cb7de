import Foundation
import Hummingbird
import HummingbirdTesting
import OpenAPIRuntime
import OpenAPIURLSession
import SadhanaAPIClient
import Storage
import Testing
import WebApp

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs `body` with a real server listening on a loopback port (a fresh in-memory database, the
/// clock fixed at 2026-11-21 10:00 UTC) and a factory of generated clients that reach it over
/// HTTP through URLSession, each with a profile of its own.
func withLiveServer(_ body: @Sendable (_ newClient: @Sendable () -> Client) async throws -> Void) async throws {
    let configuration = WebAppConfiguration(
        dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!,
        now: { Date(timeIntervalSince1970: 1_795_255_200) })
    let router = try await buildRouter(database: try AppDatabase.inMemory(), configuration: configuration)
    try await Application(router: router).test(.live) { server in
        let port = try #require(server.port)
        let serverURL = try #require(URL(string: "http://localhost:\(port)"))
        try await body {
            // No cookie store of URLSession's own: the ProfileCookie middleware carries the profile,
            // so two clients are two profiles even on the same host.
            let sessionConfiguration = URLSessionConfiguration.ephemeral
            sessionConfiguration.httpCookieStorage = nil
            sessionConfiguration.httpShouldSetCookies = false
            let transport = URLSessionTransport(
                configuration: .init(session: URLSession(configuration: sessionConfiguration)))
            return Client(sadhanaServer: serverURL, transport: transport)
        }
    }
}

let chennai = (lat: 13.0827, lon: 80.2707, zone: "Asia/Kolkata")

@Suite("The generated Swift client against a live server")
struct GeneratedClientTests {
    @Test(
        "A japa counter is created, counted and read back, a training session started, and another profile sees neither"
    )
    func japaCounterRoundTrip() async throws {
        try await withLiveServer { newClient in
            let client = newClient()
            let created = try await client.createJapaCounter(
                body: .json(.init(name: "Gayatri", target: .case1(1000), copyFormat: .plural))
            ).created.body.json
            #expect(created.name == "Gayatri" && created.target == 1000 && created.total == 0)

            let key = "client-test-\(UUID().uuidString)"
            let added = try await client.addJapaCircles(
                path: .init(id: created.id), headers: .init(idempotencyKey: key),
                body: .json(.init(amount: .case1(108)))
            ).created.body.json
            #expect(added.total == 108 && added.canUndo && added.added?.counted == 108)
            // The same key again is the first answer, marked as a repeat, and counts nothing.
            let repeated = try await client.addJapaCircles(
                path: .init(id: created.id), headers: .init(idempotencyKey: key),
                body: .json(.init(amount: .case1(108)))
            ).ok.body.json
            #expect(repeated.repeated == true && repeated.total == 108)
            let more = try await client.addJapaCircles(
                path: .init(id: created.id), body: .json(.init(amount: .case2("12")))
            ).created.body.json
            #expect(more.total == 120)

            let read = try await client.getJapaCounter(path: .init(id: created.id)).ok.body.json
            #expect(read.id == created.id && read.total == 120 && read.remaining == 880 && read.entries == 2)
            let list = try await client.listJapaCounters().ok.body.json
            #expect(list.counters.contains { $0.id == created.id && $0.total == 120 })

            // No training session yet: `{"session": null}` (the generator skips the schema's `type: 'null'`
            // branch of anyOf and reads the null as an absent session).
            #expect(try await client.getActiveTrainingSession().ok.body.json.session == nil)
            let started = try await client.startTrainingSession(
                body: .json(.init(exercise: "Plank", mode: .time, restSeconds: .case1(30), target: .case1(60)))
            ).created.body.json
            let active = try await client.getActiveTrainingSession().ok.body.json.session
            #expect(active?.id == started.id && active?.startedAt == started.startedAt)

            let stranger = try await newClient().getJapaCounter(path: .init(id: created.id))
            guard case .notFound(let notFound) = stranger else {
                Issue.record("another profile read the counter: \(stranger)")
                return
            }
            #expect(try !notFound.body.json.error.isEmpty)
            #expect(try await newClient().getActiveTrainingSession().ok.body.json.session == nil)
        }
    }

    @Test("Bad input answers a 4xx that decodes as the error envelope")
    func errorEnvelope() async throws {
        try await withLiveServer { newClient in
            let client = newClient()
            let answer = try await client.getPanchangamDaily(query: .init(lat: 91, lng: chennai.lon))
            guard case .badRequest(let bad) = answer else {
                Issue.record("expected 400, got \(answer)")
                return
            }
            #expect(try bad.body.json.error.contains("lat"))

            let tooLarge = try await client.createJapaCounter(
                body: .json(.init(name: "Big", target: .case2("999999999999999"))))
            guard case .unprocessableContent(let refused) = tooLarge else {
                Issue.record("expected 422, got \(tooLarge)")
                return
            }
            #expect(try !refused.body.json.error.isEmpty)
        }
    }

    @Test("The seed's daily panchang for Chennai: today, and Thai 1 by each reckoning")
    func tamilDay() async throws {
        try await withLiveServer { newClient in
            let client = newClient()
            let today = try await client.getPanchangamDaily(
                query: .init(lat: chennai.lat, lng: chennai.lon, timezone: chennai.zone)
            ).ok.body.json
            #expect(today.date == "2026-11-21")
            #expect(today.tamilDate?.month == "Karthigai")
            #expect(today.location?.city == "Chennai")
            let sunrise = try #require(today.timings.sunrise)
            // Typed instants: sunrise in Chennai on 21 November is a little after 06:00 IST.
            let sinceMidnight = sunrise.timeIntervalSince(
                try #require(ISO8601DateFormatter().date(from: "2026-11-21T00:00:00+05:30")))
            #expect(sinceMidnight > 5.5 * 3600 && sinceMidnight < 6.5 * 3600)

            // Thai Pongal 2026: Thai 1 is 14 January by Thirukanitham (drik), 15 by the Vakya almanac.
            for (reckoning, thaiOne) in [
                (Operations.GetPanchangamDaily.Input.Query.ReckoningPayload.drik, "2026-01-14"),
                (.vakya, "2026-01-15"),
            ] {
                let day = try await client.getPanchangamDaily(
                    query: .init(
                        lat: chennai.lat, lng: chennai.lon, timezone: chennai.zone, reckoning: reckoning,
                        date: thaiOne)
                ).ok.body.json
                #expect(day.tamilDate?.month == "Thai" && day.tamilDate?.day == 1, "\(reckoning)")
            }
        }
    }

    @Test("A calendar month and a festival search for Chennai decode into their types")
    func calendarMonthAndFestivals() async throws {
        try await withLiveServer { newClient in
            let client = newClient()
            let month = try await client.getCalendarMonth(
                query: .init(month: "2026-01", lat: chennai.lat, lon: chennai.lon, tz: chennai.zone, tradition: .tamil)
            ).ok.body.json
            #expect(month.month == "2026-01" && month.days.count == 31 && month.weekdays.count == 7)
            #expect(month.days.first?.iso == "2026-01-01" && month.days.last?.iso == "2026-01-31")
            #expect(month.place.timeZone == chennai.zone)

            // A range of festivals (a search, q=, looks ahead from today instead).
            let festivals = try await client.listFestivals(
                query: .init(
                    from: "2026-01-01", to: "2026-01-31", lat: chennai.lat, lon: chennai.lon, tz: chennai.zone,
                    tradition: .tamil, reckoning: .drik)
            ).ok.body.json
            #expect(festivals.from == "2026-01-01" && festivals.to == "2026-01-31")
            let pongal = try #require(festivals.festivals.first { $0.id == "thai-pongal" })
            #expect(pongal.date == "2026-01-14")
            let festival = try await client.getFestival(
                path: .init(id: "thai-pongal"),
                query: .init(
                    date: "2026-01-14", lat: chennai.lat, lon: chennai.lon, tz: chennai.zone, tradition: .tamil,
                    reckoning: .drik)
            ).ok.body.json
            #expect(festival.id == "thai-pongal" && festival.hasDates && !festival.dates.isEmpty)
            // The two Tamil reckonings differ here (Vakya 15, Thirukanitham 14 January): both dates are named.
            #expect(festival.reckoning == .drik && festival.observance.reckoningBoth?.isEmpty == false)
        }
    }

    @Test("A field the client does not know is ignored, as the API's promise asks of clients")
    func unknownFieldsIgnored() throws {
        let answer = Data(#"{"error": "limit must be a whole number from 1 to 500", "added": "later"}"#.utf8)
        let envelope = try JSONDecoder().decode(Components.Schemas.ErrorEnvelope.self, from: answer)
        #expect(envelope.error == "limit must be a whole number from 1 to 500")
    }
}
