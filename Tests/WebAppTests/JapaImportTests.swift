import Foundation
import Hummingbird
import HummingbirdTesting
import Japa
import Storage
import Testing

@Suite("Purascharana import refuses a bad file whole, and names one limit for names")
struct JapaImportTests {
    static func archive(day: String) -> String {
        """
        {"format": "sadhana-japa", "version": 1, "name": "Restored", "target": 5556, "entries": [
          {"kind": "addition", "amount": 16, "recordedAt": "2026-11-21T10:00:00Z",
           "day": {"year": 2026, "month": 11, "day": 21}},
          {"kind": "addition", "amount": 20, "recordedAt": "2026-11-22T10:00:00Z", "day": \(day)}]}
        """
    }

    static func multipart(file: String, name: String = "") -> (HTTPFields, ByteBuffer) {
        let b = "XyZ"
        let body =
            "--\(b)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"h.json\"\r\n\r\n\(file)\r\n"
            + "--\(b)\r\nContent-Disposition: form-data; name=\"importName\"\r\n\r\n\(name)\r\n--\(b)--\r\n"
        return ([.contentType: "multipart/form-data; boundary=\(b)"], ByteBuffer(string: body))
    }

    @Test("The API refuses a JSON file with the day 2026-13-45 (422, entry and field named) and keeps nothing")
    func apiRefusesImpossibleDay() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            let bad = Self.archive(day: #"{"year": 2026, "month": 13, "day": 45}"#)
            try await client.execute(
                uri: "/api/v1/japa/import", method: .post, headers: jsonHeaders, body: ByteBuffer(string: bad)
            ) { response in
                #expect(response.status == .unprocessableContent)
                let message = response.json["error"] as? String ?? ""
                #expect(message.contains("entry 2"), "\(message)")
                #expect(message.contains("“day”") && message.contains("2026-13-45"), "\(message)")
            }
            #expect(try await database.counters(of: .local).count == 1, "nothing half-imported")
            let good = Self.archive(day: #"{"year": 2026, "month": 11, "day": 22}"#)
            try await client.execute(
                uri: "/api/v1/japa/import", method: .post, headers: jsonHeaders, body: ByteBuffer(string: good)
            ) { response in
                #expect(response.status == .created)
                #expect(response.json["total"] as? Int == 36)
            }
        }
    }

    @Test("The page refuses JSON and CSV files with a bad value, in Russian, naming the entry or line and field")
    func pageRefusesBadFiles() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            let (headers, body) = Self.multipart(
                file: Self.archive(day: #"{"year": 2026, "month": 13, "day": 45}"#), name: "Копия")
            try await client.execute(
                uri: "/japa/import", method: .post, headers: headers.merging([.acceptLanguage: "ru"]), body: body
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("запись 2, поле «day»: «2026-13-45» — недопустимое значение"))
                #expect(response.text.contains("value=\"Копия\""), "the typed name is kept")
            }
            let csv =
                JapaArchive.csvHeader + "\n2026-11-21T10:00:00Z,2026-11-21,addition,16,,\n"
                + "2026-11-22T10:00:00Z,2026-11-22,addition,шестнадцать,,\n"
            let (csvHeaders, csvBody) = Self.multipart(file: csv)
            try await client.execute(
                uri: "/japa/import", method: .post, headers: csvHeaders.merging([.acceptLanguage: "ru"]), body: csvBody
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("строка 3, столбец «amount»: «шестнадцать»"))
            }
            #expect(try await database.counters(of: .local).count == 1, "nothing half-imported")
        }
    }

    @Test("Every name field states the engine's limit and every door refuses a longer name with that limit")
    func oneNameLimit() async throws {
        try await withApp { client, _ in
            let limit = JapaCounter.maximumNameLength
            _ = try await client.execute(uri: "/japa", method: .get)
            for page in ["/japa/counters", "/japa/1/settings"] {
                let html = try await client.execute(uri: page, method: .get) { $0.text }
                let names = html.components(separatedBy: "<input").filter { $0.contains("type=\"text\"") }
                    .filter { $0.contains("name=\"name\"") || $0.contains("name=\"importName\"") }
                #expect(!names.isEmpty)
                for input in names { #expect(input.contains("maxlength=\"\(limit)\""), "\(page): \(input)") }
            }
            let long = String(repeating: "я", count: limit + 1)
            try await client.execute(
                uri: "/japa/counters", method: .post, headers: formHeaders.merging([.acceptLanguage: "ru"]),
                body: form(["name": long, "target": "5556"])
            ) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("Название — не длиннее \(limit) символов."))
            }
            try await client.execute(
                uri: "/api/v1/japa/counters", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"name": "\#(long)"}"#)
            ) { response in
                #expect(response.status == .unprocessableContent)
                let message = response.json["error"] as? String ?? ""
                #expect(message.contains("name") && message.contains("\(limit)"), "\(message)")
            }
            try await client.execute(
                uri: "/api/v1/japa/counters/1", method: .patch, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"name": "\#(long)"}"#)
            ) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }
}
