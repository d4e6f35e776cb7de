import Foundation
import Hummingbird
import HummingbirdTesting
import Japa
import Storage
import Testing

@Suite("Purascharana: completion moment, follow-on rites, history and chart")
struct JapaMomentsTests {
    func add(_ client: any TestClientProtocol, _ amount: String) async throws -> String {
        let location = try await client.execute(
            uri: "/japa/1/add", method: .post, headers: formHeaders, body: form(["amount": amount])
        ) { $0.headers[.location] ?? "" }
        return try await client.execute(uri: location, method: .get, headers: [.acceptLanguage: "ru"]) { $0.text }
    }

    static func celebrationShown(_ html: String) -> Bool {
        html.contains("data-celebration") && !html.contains("data-celebration hidden")
    }

    @Test("The addition that reaches the target shows the celebration once, with and without script")
    func celebrationOnce() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get)
            _ = try await client.execute(
                uri: "/japa/1/settings", method: .post, headers: formHeaders,
                body: form(["name": "Джапа", "target": "20", "targetDate": "", "copyFormat": "literal"]))
            #expect(!Self.celebrationShown(try await add(client, "16")))
            let reached = try await add(client, "8")
            #expect(Self.celebrationShown(reached))
            #expect(reached.contains("Цель достигнута!") && reached.contains("«Джапа»: 20 кругов пройдено"))
            #expect(reached.contains("autofocus"), "without script the celebration takes focus on load")
            #expect(!Self.celebrationShown(try await add(client, "3")), "already complete: no second celebration")
            try await client.execute(uri: "/japa/1", method: .get) { response in
                #expect(!Self.celebrationShown(response.text), "a later visit does not celebrate again")
            }
            // The API says so in the answer to the addition that reached the target, and only there.
            _ = try await client.execute(
                uri: "/api/v1/japa/counters/1/value", method: .put, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"value": 10}"#))
            let key = "celebrate-once-0001"
            for (index, expected) in [true, false].enumerated() {
                try await client.execute(
                    uri: "/api/v1/japa/counters/1/additions", method: .post,
                    headers: [.contentType: "application/json", .init("Idempotency-Key")!: key],
                    body: ByteBuffer(string: #"{"amount": 10}"#)
                ) { response in
                    #expect(response.json["completed"] as? Bool == expected, "answer \(index + 1)")
                    #expect((response.json["celebration"] != nil) == expected)
                }
            }
        }
    }

    @Test(
        "The follow-on option shows homa, tarpana, marjana and brahmana bhojana at a tenth each, and starts their counters"
    )
    func followOnStages() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            try await client.execute(uri: "/japa/1", method: .get, headers: [.acceptLanguage: "ru"]) { response in
                #expect(!response.text.contains("Этапы после джапы"), "off by default")
            }
            // A refused save keeps the ticked box as sent (the counter's option is still off).
            try await client.execute(
                uri: "/japa/1/settings", method: .post, headers: formHeaders.merging([.acceptLanguage: "ru"]),
                body: form(["name": "", "target": "5556", "targetDate": "", "followOn": "on"])
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("name=\"followOn\" aria-describedby=\"followOn-hint\" checked"))
            }
            _ = try await client.execute(
                uri: "/japa/1/settings", method: .post, headers: formHeaders,
                body: form([
                    "name": "Маха-мантра", "target": "5556", "targetDate": "", "copyFormat": "literal",
                    "followOn": "on",
                ]))
            let page = try await client.execute(uri: "/japa/1", method: .get, headers: [.acceptLanguage: "ru"]) {
                $0.text
            }
            #expect(page.contains("Этапы после джапы"))
            for (rite, target) in [("Хома", 556), ("Тарпана", 56), ("Марджана", 6), ("Брахмана-бходжана", 1)] {
                #expect(
                    page.contains(
                        "<span class=\"stage-name\">\(rite)</span>\n        <span class=\"stage-target\">\(target)</span>"
                    ),
                    "\(rite) \(target)")
            }
            try await client.execute(
                uri: "/japa/counters", method: .post, headers: formHeaders,
                body: form(["name": "Маха-мантра — Хома", "target": "556"])
            ) { response in #expect(response.status == .seeOther) }
            let counters = try await database.counters(of: .local)
            #expect(counters.map(\.name) == ["Маха-мантра", "Маха-мантра — Хома"])
            #expect(counters.last?.target == 556)
            try await client.execute(uri: "/japa/1", method: .get, headers: [.acceptLanguage: "ru"]) { response in
                #expect(response.text.contains("href=\"/japa/2\">Открыть<span class=\"visually-hidden\">: Хома"))
            }
            try await client.execute(uri: "/api/v1/japa/counters/1", method: .get) { response in
                #expect(response.json["followOn"] as? Bool == true)
                let stages = response.json["followOnStages"] as? [[String: Any]] ?? []
                #expect(stages.map { $0["target"] as? Int } == [556, 56, 6, 1])
                #expect(stages.map { $0["rite"] as? String } == ["homa", "tarpana", "marjana", "brahmanaBhojana"])
            }
            try await client.execute(
                uri: "/api/v1/japa/counters/1", method: .patch, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"followOn": false}"#)
            ) { response in
                #expect(response.json["followOn"] as? Bool == false)
                #expect(response.json["followOnStages"] == nil)
            }
            try await client.execute(
                uri: "/api/v1/japa/counters/1", method: .patch, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"followOn": "yes"}"#)
            ) { response in #expect(response.status == .unprocessableContent) }
        }
    }

    @Test("History shows Russian dates on one line and a chart with every day of the last 14 and a labelled scale")
    func historyAndChart() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get)
            _ = try await add(client, "16")
            _ = try await add(client, "20")
            let html = try await client.execute(uri: "/japa/1/history", method: .get, headers: [.acceptLanguage: "ru"])
            {
                $0.text
            }
            #expect(html.contains("<span class=\"day\">21.11.2026</span> <span class=\"clock\">10:00</span>"))
            // Days 8 … 21 November on the axis, today last; zero days have no bar.
            let labels = html.components(separatedBy: "<text class=\"d\"").dropFirst().map {
                $0.split(separator: ">")[1].split(separator: "<")[0]
            }
            #expect(labels == (8...21).map { Substring(String($0)) })
            #expect(html.components(separatedBy: "<rect ").count - 1 == 1, "one day with circles, one bar")
            // The scale starts at 0 and ends at the next 1-2-5 step above the busiest day (36 → 50).
            #expect(html.contains(">0</text>") && html.contains(">25</text>") && html.contains(">50</text>"))
            #expect(html.contains("aria-label=\"Кругов по дням с 08.11.2026 по 21.11.2026: всего 36"))
            #expect(!html.contains("style="))
        }
    }
}
