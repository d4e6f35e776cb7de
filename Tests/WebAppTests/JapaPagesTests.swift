import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@Suite("Purascharana pages, without JavaScript")
struct JapaPagesTests {
    @Test("The first visit creates the 5556 counter and shows 0 / 5556 in Russian")
    func firstVisit() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/japa", method: .get, headers: russian) { response in
                #expect(response.status == .found)
                #expect(response.headers[.location] == "/japa/1")
            }
            try await client.execute(uri: "/japa/1", method: .get, headers: russian) { response in
                let html = response.text
                #expect(html.contains("<span data-total>0</span>"))
                #expect(html.contains("<span class=\"target\">5556</span>"))
                #expect(html.contains("Добавить"))
                #expect(html.contains("Копировать"))
                #expect(html.contains("Пурашчарана"))
            }
        }
    }

    @Test("Adding 16 circles posts, redirects and shows 16 / 5556 with the copy line")
    func addSixteen() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get, headers: russian)
            try await client.execute(
                uri: "/japa/1/add", method: .post, headers: formHeaders, body: form(["amount": "16"])
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/japa/1?added=16&counted=16")
            }
            try await client.execute(uri: "/japa/1?added=16&counted=16", method: .get, headers: russian) { response in
                let html = response.text
                #expect(html.contains("<span data-total>16</span>"))
                #expect(html.contains("value=\"16 круга (16)\""))
                #expect(html.contains("Добавлено: 16."))
                #expect(html.contains("<progress class=\"bar\" max=\"5556\" value=\"16\""))
            }
        }
    }

    @Test(
        "Bad additions answer 422 with a clear message and keep what was typed",
        arguments: ["", "0", "-3", "2.5", "abc", "١٦", "99999999999999999999", "<script>alert(1)</script>"])
    func badAdditions(typed: String) async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get, headers: russian)
            try await client.execute(
                uri: "/japa/1/add", method: .post, headers: formHeaders.merging(russian), body: form(["amount": typed])
            ) { response in
                #expect(response.status == .unprocessableContent)
                let html = response.text
                #expect(html.contains("class=\"field-error\" role=\"alert\" data-error>"))
                #expect(!html.contains("<script>alert(1)</script>"), "typed markup is escaped")
                if !typed.isEmpty && !typed.contains("<") {
                    #expect(html.contains("value=\"\(typed)\""), "the typed value is kept")
                }
            }
            let entries = try await database.snapshot(.init(rawValue: 1), for: .local).entries
            #expect(entries.isEmpty, "nothing is written")
        }
    }

    @Test("An addition beyond what remains is capped at the target and says so")
    func cappedAddition() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get, headers: [.acceptLanguage: "en"])
            _ = try await client.execute(
                uri: "/japa/1/value", method: .post, headers: formHeaders, body: form(["value": "5550"]))
            try await client.execute(
                uri: "/japa/1/add", method: .post, headers: formHeaders, body: form(["amount": "16"])
            ) { response in
                #expect(response.headers[.location] == "/japa/1?added=16&counted=6")
            }
            try await client.execute(uri: "/japa/1?added=16&counted=6", method: .get, headers: [.acceptLanguage: "en"])
            { response in
                #expect(response.text.contains("only 6 were needed"))
                #expect(response.text.contains("<span data-total>5556</span>"))
                #expect(response.text.contains("Purascharana complete"))
            }
        }
    }

    @Test("Settings set the value, reject out-of-range values and keep the typed text")
    func settingsValue() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            try await client.execute(
                uri: "/japa/1/value", method: .post, headers: formHeaders, body: form(["value": "2524"])
            ) { response in
                #expect(response.headers[.location] == "/japa/1/settings?notice=saved")
            }
            try await client.execute(
                uri: "/japa/1/value", method: .post, headers: formHeaders.merging(russian),
                body: form(["value": "6000"])
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("не больше 5556"))
                #expect(response.text.contains("value=\"6000\""))
            }
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 2524)
            try await client.execute(uri: "/japa/1/settings", method: .get, headers: russian) { response in
                #expect(response.text.contains("Текущее значение"))
                #expect(response.text.contains("Цель: 5556 кругов"))
                #expect(response.text.contains("Сбросить счётчик"))
            }
        }
    }

    @Test("Reset asks first, then zeroes the total; undo brings it back")
    func resetAndUndo() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            _ = try await client.execute(
                uri: "/japa/1/add", method: .post, headers: formHeaders, body: form(["amount": "16"]))
            try await client.execute(uri: "/japa/1/reset", method: .get, headers: russian) { response in
                #expect(response.text.contains("Вы уверены?"))
                #expect(response.text.contains("Отмена"))
                #expect(response.text.contains(">Сбросить</button>"))
            }
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 16)
            _ = try await client.execute(uri: "/japa/1/reset", method: .post)
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 0)
            _ = try await client.execute(uri: "/japa/1/undo", method: .post)
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 16)
        }
    }

    @Test("Counter settings: name with markup is escaped; bad target or past date is refused with the form kept")
    func counterSettings() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get)
            try await client.execute(uri: "/japa/1", method: .get, headers: [.acceptLanguage: "en"]) { response in
                // The literal copy line is Russian on an English page, and says so to a screen reader.
                #expect(response.text.contains(#"lang="ru" value="0 круга (0)""#))
            }
            try await client.execute(
                uri: "/japa/1/settings", method: .post, headers: formHeaders,
                body: form([
                    "name": "<b>Gayatri</b>", "target": "24000", "targetDate": "2026-12-31", "copyFormat": "plural",
                ])
            ) { response in
                #expect(response.status == .seeOther)
            }
            try await client.execute(uri: "/japa/1", method: .get, headers: [.acceptLanguage: "en"]) { response in
                #expect(response.text.contains("&lt;b&gt;Gayatri&lt;/b&gt;"))
                #expect(!response.text.contains("<b>Gayatri</b>"))
                // 24000 circles over 41 days (2026-11-21 … 2026-12-31): 586 a day.
                #expect(response.text.contains("586 circles a day to finish by 2026-12-31 (41 days left)"))
                #expect(response.text.contains(#"lang="en" value="0 circles (0)""#))
            }
            try await client.execute(
                uri: "/japa/1/settings", method: .post, headers: formHeaders,
                body: form(["name": "Gayatri", "target": "lots", "targetDate": "", "copyFormat": "literal"])
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("value=\"lots\""))
            }
            try await client.execute(
                uri: "/japa/1/settings", method: .post, headers: formHeaders,
                body: form(["name": "Gayatri", "target": "100", "targetDate": "2020-01-01"])
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("2020-01-01"))
            }
        }
    }

    @Test("Several counters: create, switch, delete; the last one stays")
    func severalCounters() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            try await client.execute(
                uri: "/japa/counters", method: .post, headers: formHeaders,
                body: form(["name": "Gayatri", "target": "24000"])
            ) { response in
                #expect(response.headers[.location] == "/japa/2?notice=created")
            }
            try await client.execute(
                uri: "/japa/counters", method: .post, headers: formHeaders, body: form(["name": "", "target": "24000"])
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("value=\"24000\""))
            }
            try await client.execute(uri: "/japa/counters", method: .get) { response in
                #expect(!response.text.contains("role=\"alert\""), "no error banner without an error")
                #expect(!response.text.contains(">nil<"))
            }
            try await client.execute(uri: "/japa/2", method: .get) { response in
                #expect(response.text.contains("aria-current=\"page\">Gayatri</a>"))
            }
            _ = try await client.execute(uri: "/japa/2/delete", method: .post)
            try await client.execute(uri: "/japa/1/delete", method: .post) { response in
                #expect(response.status == .conflict)
            }
            #expect(try await database.counters(of: .local).count == 1)
        }
    }

    @Test("History lists entries with running totals; export and import round-trip")
    func historyExportImport() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            for amount in ["16", "20"] {
                _ = try await client.execute(
                    uri: "/japa/1/add", method: .post, headers: formHeaders, body: form(["amount": amount]))
            }
            try await client.execute(uri: "/japa/1/history", method: .get, headers: [.acceptLanguage: "en"]) {
                response in
                #expect(response.text.contains("<td class=\"num\">+20</td><td class=\"num\">36</td>"))
                #expect(response.text.contains("<svg class=\"bars\""))
            }
            let csv = try await client.execute(uri: "/japa/1/export.csv", method: .get) { response in
                #expect(response.headers[.contentDisposition]?.contains("attachment") == true)
                return response.text
            }
            #expect(csv.contains(",addition,20,20,36"))
            let boundary = "XyZ"
            let body =
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"h.csv\"\r\nContent-Type: text/csv\r\n\r\n\(csv)\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"importName\"\r\n\r\nRestored\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"importTarget\"\r\n\r\n5556\r\n--\(boundary)--\r\n"
            try await client.execute(
                uri: "/japa/import", method: .post,
                headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/japa/2?notice=imported&n=2")
            }
            let restored = try await database.snapshot(.init(rawValue: 2), for: .local)
            #expect(restored.counter.name == "Restored")
            #expect(restored.state.total == 36)
            let bad =
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"x.csv\"\r\n\r\nnot,a,history\r\n--\(boundary)--\r\n"
            try await client.execute(
                uri: "/japa/import", method: .post,
                headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: ByteBuffer(string: bad)
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("could not be imported"))
            }
        }
    }

    @Test("Oversized bodies are refused with 413, and nothing is written")
    func oversized() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            let huge = ByteBuffer(string: "amount=" + String(repeating: "1", count: 200_000))
            try await client.execute(uri: "/japa/1/add", method: .post, headers: formHeaders, body: huge) { response in
                #expect(response.status == .contentTooLarge)
            }
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).entries.isEmpty)
        }
    }

    @Test(
        "Unknown or malformed counter ids are 404, never a crash",
        arguments: ["/japa/999", "/japa/abc", "/japa/-1", "/japa/99999999999999999999999", "/japa/0/settings"])
    func unknownCounter(uri: String) async throws {
        try await withApp { client, _ in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}

extension HTTPFields {
    func merging(_ other: HTTPFields) -> HTTPFields {
        var merged = self
        for field in other { merged.append(field) }
        return merged
    }
}
