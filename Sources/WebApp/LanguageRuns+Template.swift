import Localization

extension LanguageRuns {
    /// The runs of `text` for a template, rendered as
    /// `{{#runs}}{{#foreign}}<span lang="{{lang}}">{{text}}</span>{{/foreign}}{{^foreign}}{{text}}{{/foreign}}{{/runs}}`;
    /// every run sets `text`, `foreign` and `lang`, so no lookup reaches an outer context.
    static func runs(_ text: String, devanagari: String = "sa") -> [[String: Any]] {
        split(text, devanagari: devanagari).map { run in
            ["text": run.text, "foreign": run.lang != nil, "lang": run.lang ?? ""]
        }
    }
}
