import CompanionCore
import Foundation
import Hummingbird
import Journey
import Localization
import Scripture
import Storage
import Transliteration

/// The Sacred Texts tab at `/calendar/texts`: the library, a text's reader, one unit in focus or
/// study mode, bookmarks, search and credits. Plain links and forms, so every page works without
/// JavaScript; `texts.js` adds word taps, swipes and keys, the study timer and sharing.
struct TextsPagesController {
    let services: AppServices
    let calendar: CalendarEngine
    let texts: TextsServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/calendar/texts") { request, context in
            try await guarded { try await self.library(request, context) }
        }
        router.get("/calendar/texts/search") { request, context in
            try await guarded { try await self.search(request, context) }
        }
        router.get("/calendar/texts/credits") { request, context in
            try await guarded { try await self.credits(request, context) }
        }
        router.get("/calendar/texts/bookmarks") { request, context in
            try await guarded { try await self.bookmarks(request, context) }
        }
        router.get("/calendar/texts/:id") { request, context in
            try await guarded { try await self.text(request, context, id: context.parameters.get("id") ?? "") }
        }
        router.get("/calendar/texts/:id/:ref") { request, context in
            try await guarded {
                try await self.unit(
                    request, context, id: context.parameters.get("id") ?? "", ref: context.parameters.get("ref") ?? "")
            }
        }
        router.get("/calendar/texts/:id/:ref/card.svg") { request, context in
            try await guarded {
                try await self.shareCard(
                    request, context, id: context.parameters.get("id") ?? "", ref: context.parameters.get("ref") ?? "")
            }
        }
        addActionRoutes(to: router)
    }

    /// Everything a texts page needs about the person: the visit, their reading and bookmarks.
    struct Reading {
        let visit: CalendarVisit
        let presenter: TextsPresenter
        let progress: ReadingProgress
        let bookmarks: [TextBookmark]

        func bookmark(_ text: String, _ ref: String) -> TextBookmark? {
            bookmarks.first { $0.textID == text && $0.ref == ref }
        }
    }

    func reading(_ request: Request, _ context: AppRequestContext) async throws -> Reading {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let reader = ReaderView(settings: visit.settings, language: visit.language)
        let facts = try await services.database.readingFacts(of: context.profile)
        return Reading(
            visit: visit, presenter: TextsPresenter(texts: texts, localizer: services.localizer, reader: reader),
            progress: ReadingProgress(facts: facts, library: texts.library),
            bookmarks: try await services.database.bookmarks(of: context.profile))
    }

    func render(
        _ template: String, _ page: [String: Any], _ reading: Reading, title: String, path: String,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = page
        page["textSize"] = reading.presenter.reader.textSize.rawValue
        return CalendarChrome.render(
            services: services, template, page, visit: reading.visit, title: title, path: path, tab: "texts",
            status: status)
    }

    // MARK: Library

    func library(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let r = try await reading(request, context)
        let p = r.presenter
        let path = r.visit.settings.dharmaPath.flatMap(DharmaPath.init(rawValue:)) ?? .general
        let counts = Dictionary(grouping: r.bookmarks, by: \.textID).mapValues(\.count)
        func card(_ text: ScriptureText) -> [String: Any] {
            p.card(
                text, progress: r.progress.of(text), bookmarks: counts[text.id] ?? 0,
                primary: text.id == path.primaryText)
        }
        let mine = path.texts.compactMap { try? texts.library.text($0) }
        let others = texts.library.texts.filter { !path.texts.contains($0.id) }
        var page: [String: Any] = [
            "pathName": services.localizer.text("calendar.paths.\(path.rawValue).name", in: r.visit.language),
            "yourTexts": mine.map(card), "otherTexts": others.map(card),
            "bookmarkCount": r.bookmarks.count, "hasBookmarks": !r.bookmarks.isEmpty,
            "bookmarksLabel": services.localizer.plural(
                "texts.bookmarkCount", count: r.bookmarks.count, in: r.visit.language),
        ]
        if let recent = r.progress.mostRecent, let text = try? texts.library.text(recent.textID) {
            page["continue"] = card(text)
        }
        return render("texts/library", page, r, title: p.t("title"), path: "/calendar/texts")
    }

    // MARK: A text

    func text(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let r = try await reading(request, context)
        let p = r.presenter
        let text = try texts.library.text(id)
        let progress = r.progress.of(text)
        let query = request.uri.queryParameters
        let section: ScriptureSection
        if let raw = query.get("section") {
            guard raw.count <= 3, let n = Int(raw) else {
                throw WebError.badRequest(p.t("error.section", ["value": raw]))
            }
            section = try text.section(number: n)
        } else if let ref = progress.resumeRef {
            section = try text.section(of: ref)
        } else {
            section = text.sections[0]
        }
        // A long section is read in pages that keep each page under the suite's 100 KB budget.
        let pages = SectionPages.split(section.units)
        let pageIndex: Int
        if let raw = query.get("page") {
            guard raw.count <= 3, let n = Int(raw), (1...pages.count).contains(n) else {
                throw WebError.badRequest(p.t("error.section", ["value": raw]))
            }
            pageIndex = n - 1
        } else if query.get("section") == nil, let ref = progress.resumeRef,
            let i = pages.firstIndex(where: { $0.contains { $0.ref == ref } })
        {
            pageIndex = i
        } else {
            pageIndex = 0
        }
        let cards = pages[pageIndex].map {
            p.unitCard(
                text, $0, read: progress.readRefs.contains($0.ref), bookmark: r.bookmark(text.id, $0.ref),
                withWords: false)
        }
        let index = text.sections.firstIndex { $0.number == section.number } ?? 0
        let base = "/calendar/texts/\(id)?section=\(section.number)"
        let pageLinks = pages.enumerated().map { i, units -> [String: Any] in
            let first = p.localRefLabel(units.first?.ref ?? "")
            let last = p.localRefLabel(units.last?.ref ?? "")
            return [
                "href": "\(base)&page=\(i + 1)", "label": first == last ? first : "\(first)–\(last)",
                "current": i == pageIndex,
            ]
        }
        let sectionShown = p.sectionTitle(text, section)
        var page: [String: Any] = [
            "text": p.card(
                text, progress: progress, bookmarks: r.bookmarks.filter { $0.textID == id }.count, primary: false),
            "summary": text.summary(in: p.language.rawValue), "summaryEnglish": p.aboutIsEnglish(text),
            "form": text.form.rawValue, "form_\(text.form.rawValue)": true,
            "sections": text.sections.map { s -> [String: Any] in
                let shown = p.sectionTitle(text, s)
                return [
                    "number": s.number, "title": shown.title, "titleOriginal": shown.original,
                    "href": "/calendar/texts/\(id)?section=\(s.number)", "current": s.number == section.number,
                    "label": text.sections.count > 1 ? "\(s.number)" : shown.title,
                ]
            },
            "manySections": text.sections.count > 1,
            "section": [
                "number": section.number, "title": sectionShown.title,
                // An empty string is truthy to Mustache: no original, no key.
                "titleOriginal": sectionShown.original.isEmpty ? false : sectionShown.original,
                "label": p.sectionLabel(text, section.number),
                "originalLang": LanguageRuns.tag(
                    section.titleOriginal ?? "", devanagari: LanguageRuns.tag(forLanguageNamed: text.originalLanguage)),
                "count": section.units.count,
            ],
            "units": cards, "scripts": p.scriptChoices(), "back": "\(base)&page=\(pageIndex + 1)",
            "pages": pageLinks, "manyPages": pages.count > 1,
            "sizes": ReaderView.TextSize.allCases.map {
                ["value": $0.rawValue, "name": p.t("size.\($0.rawValue)"), "current": $0 == p.reader.textSize]
            },
            "sectionNoun": p.sectionName(text),
        ]
        if pageIndex > 0 {
            page["previousSection"] = "\(base)&page=\(pageIndex)"
        } else if index > 0 {
            page["previousSection"] = "/calendar/texts/\(id)?section=\(text.sections[index - 1].number)"
        }
        if pageIndex + 1 < pages.count {
            page["nextSection"] = "\(base)&page=\(pageIndex + 2)"
        } else if index + 1 < text.sections.count {
            page["nextSection"] = "/calendar/texts/\(id)?section=\(text.sections[index + 1].number)"
        }
        if let first = pages[pageIndex].first { page["studyHref"] = "/calendar/texts/\(id)/\(first.ref)?mode=study" }
        return render(
            "texts/text", page, r, title: text.title(in: r.presenter.language.rawValue), path: "/calendar/texts/\(id)")
    }

    // MARK: One unit: focus and study mode

    func unit(_ request: Request, _ context: AppRequestContext, id: String, ref: String) async throws -> Response {
        let text = try texts.library.text(id)
        let unit = try text.unit(ref)
        let now = services.now()
        try await services.database.record(
            ReadingFact(textID: id, ref: ref, kind: .opened, at: now), for: context.profile)
        // Reading the text a single path starts from explores that path (the Journey's Explorer badges).
        let paths = DharmaPath.allCases.filter { $0.primaryText == id }
        if paths.count == 1 {
            try await services.database.record(
                JourneyFact(kind: .pathExplored, subject: paths[0].rawValue, at: now), for: context.profile)
        }
        let r = try await reading(request, context)
        let p = r.presenter
        let progress = r.progress.of(text)
        let study = request.uri.queryParameters.get("mode") == "study"
        var card = p.unitCard(
            text, unit, read: progress.readRefs.contains(ref), bookmark: r.bookmark(id, ref), withWords: true)
        let position = (text.position(of: ref) ?? 0) + 1
        let (previous, next) = text.neighbours(of: ref)
        let mode = study ? "&mode=study" : ""
        var page: [String: Any] = [
            "text": p.card(text, progress: progress, bookmarks: 0, primary: false), "unit": card,
            "study": study, "positionLabel": p.t("position", ["n": "\(position)", "total": "\(text.units.count)"]),
            "positionNumber": position,
            "back": "/calendar/texts/\(id)/\(ref)\(study ? "?mode=study" : "")",
            "sectionHref": Self.sectionHref(text, ref: ref),
            "focusHref": "/calendar/texts/\(id)/\(ref)", "studyHref": "/calendar/texts/\(id)/\(ref)?mode=study",
            "shareHref": "/calendar/texts/\(id)/\(ref)/card.svg", "shareName": "\(id)-\(ref).svg",
            "sources": Layer.allCases.compactMap { layer -> [String: Any]? in
                guard unit.layers.contains(layer), let source = text.source(of: layer, in: unit),
                    let sourceID = text.sourceID(of: layer, in: unit)
                else { return nil }
                let own = text.isOwnRendering(layer, in: unit)
                let title = p.sourceTitle(text, id: sourceID, source)
                let licence = p.licence(source)
                return [
                    "layer": p.t("layer.\(layer.rawValue)"), "title": title.title, "titleEnglish": title.lang == "en",
                    "licence": licence.text,
                    "licenceEnglish": licence.lang == "en", "own": own,
                ]
            },
        ]
        if let previous {
            page["previous"] = [
                "href": "/calendar/texts/\(id)/\(previous.ref)?\(mode)", "label": p.localRefLabel(previous.ref),
            ]
        }
        if let next {
            page["next"] = [
                "href": "/calendar/texts/\(id)/\(next.ref)?\(mode)", "label": p.localRefLabel(next.ref),
            ]
        }
        page["recitation"] = recitation(for: text, ref: ref, p)
        if study {
            // Study mode reveals one layer at a time: the step comes from the link (no script) or the buttons.
            let steps = ["original", "transliteration", "translation", "explanation"].filter { step in
                switch step {
                case "original": card["original"] != nil || card["retelling"] != nil
                case "transliteration": card["transliteration"] != nil
                case "translation": card["translation"] != nil
                default: card["explanation"] != nil || card["commentary"] != nil
                }
            }
            let raw = Int(request.uri.queryParameters.get("step") ?? "1") ?? 1
            let step = min(max(raw, 1), max(steps.count, 1))
            for (i, name) in steps.enumerated() { card["show_\(name)"] = i < step }
            card["stepsTotal"] = steps.count
            page["unit"] = card
            page["step"] = step
            page["steps"] = steps.count
            page["allRevealed"] = step >= steps.count
            if step < steps.count {
                page["revealHref"] = "/calendar/texts/\(id)/\(ref)?mode=study&step=\(step + 1)"
                page["revealLabel"] = p.t("study.reveal.\(steps[step])")
            }
        }
        return render(
            study ? "texts/study" : "texts/unit", page, r,
            title: "\(text.title(in: r.presenter.language.rawValue)) \(r.presenter.localRefLabel(ref))",
            path: "/calendar/texts/\(id)/\(ref)")
    }

    // MARK: Search, bookmarks, credits

    func search(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let r = try await reading(request, context)
        let p = r.presenter
        let q = try CalendarInput.query(request.uri.queryParameters.get("q"))
        let scope = request.uri.queryParameters.get("text").flatMap { texts.library.contains($0) ? $0 : nil }
        let hits = q.isEmpty ? [] : texts.search.search(q, in: scope)
        let items = hits.compactMap { hit -> [String: Any]? in
            guard let text = try? texts.library.text(hit.textID), let unit = try? text.unit(hit.ref) else { return nil }
            var card = p.unitCard(text, unit, read: false, bookmark: nil, withWords: false)
            card["textTitle"] = text.title(in: p.language.rawValue)
            card["inSearch"] = true
            return card
        }
        let page: [String: Any] = [
            "q": q, "searching": !q.isEmpty, "items": items, "hasItems": !items.isEmpty, "scope": scope ?? "",
            "scopeTitle": scope.flatMap { try? texts.library.text($0).title(in: p.language.rawValue) } ?? "",
            "resultsText": services.localizer.plural(
                "texts.search.results", count: items.count, in: r.visit.language, ["q": q]),
        ]
        return render("texts/search", page, r, title: p.t("search.title"), path: "/calendar/texts/search")
    }

    func bookmarks(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let r = try await reading(request, context)
        let p = r.presenter
        let zone = r.visit.zone
        let groups = texts.library.texts.compactMap { text -> [String: Any]? in
            let mine = r.bookmarks.filter { $0.textID == text.id }
            guard !mine.isEmpty else { return nil }
            return [
                "title": text.title(in: p.language.rawValue), "groupId": "g-\(text.id)",
                "items": mine.compactMap { b -> [String: Any]? in
                    guard let unit = try? text.unit(b.ref) else { return nil }
                    var card = p.unitCard(text, unit, read: false, bookmark: b, withWords: false)
                    card["date"] = b.createdAt.formatted(
                        Date.FormatStyle(date: .abbreviated, time: .omitted, timeZone: zone))
                    card["hasNote"] = !b.note.isEmpty
                    card["editing"] = request.uri.queryParameters.get("edit") == "\(b.id)"
                    return card
                },
            ]
        }
        let page: [String: Any] = [
            "groups": groups, "hasGroups": !groups.isEmpty, "done": request.uri.queryParameters.get("done") ?? "",
        ]
        return render("texts/bookmarks", page, r, title: p.t("bookmarks.title"), path: "/calendar/texts/bookmarks")
    }

    func credits(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let r = try await reading(request, context)
        let p = r.presenter
        let items = texts.library.texts.map { text -> [String: Any] in
            [
                "title": text.title(in: p.language.rawValue), "id": text.id, "units": p.unitCount(text),
                "coverage": p.coverageRuns(text),
                "hasCoverage": text.coverageNote(in: p.language.rawValue) != nil,
                "complete": text.coverage.isComplete,
                "shipped": text.coverage.shipped, "total": text.coverage.total,
                "credits": text.credits.map { p.credit(text, layer: $0.layer, id: $0.id, $0.source) },
                "coverageInEnglish": p.aboutIsEnglish(text),
            ]
        }
        let missing = ScriptureLibrary.catalogue.filter { !texts.library.contains($0) }
        return render(
            "texts/credits", ["texts": items, "missing": missing, "hasMissing": !missing.isEmpty], r,
            title: p.t("credits.title"), path: "/calendar/texts/credits")
    }
}
