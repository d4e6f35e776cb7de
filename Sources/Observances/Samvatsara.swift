/// The 60-year Jovian cycle as South Indian calendars count it, consecutively with the year
/// (calendar-rules.md §3.4): 1987–88 is Prabhava, the first.
public struct Samvatsara: Sendable, Hashable, Codable {
    /// 1…60, 1 = Prabhava.
    public let number: Int

    /// The samvatsara of the year that starts in Gregorian `year` (at Chithirai 1 or Ugadi).
    public init(startingIn year: Int) {
        number = ((year - 1987) % 60 + 60) % 60 + 1
    }

    /// The Sanskrit name, e.g. "Vishvavasu".
    public var name: String { Samvatsara.sanskrit[number - 1] }
    /// The Tamil name in Tamil script, e.g. "விசுவாவசு".
    public var tamil: String { Samvatsara.tamilScript[number - 1] }
    /// The Tamil name in Latin letters, e.g. "Visuvavasu".
    public var tamilLatin: String { Samvatsara.tamilLatinNames[number - 1] }

    // Sanskrit list as calendar-rules.md §3.4 gives it (panchang 0.2.15 regional_calendars.yaml).
    static let sanskrit = [
        "Prabhava", "Vibhava", "Shukla", "Pramoda", "Prajapati", "Angirasa", "Shrimukha", "Bhava", "Yuva", "Dhata",
        "Ishvara", "Bahudhanya", "Pramathi", "Vikrama", "Vrisha", "Chitrabhanu", "Svabhanu", "Tarana", "Parthiva",
        "Vyaya", "Sarvajit", "Sarvadhari", "Virodhi", "Vikriti", "Khara", "Nandana", "Vijaya", "Jaya", "Manmatha",
        "Durmukhi", "Hevilambi", "Vilambi", "Vikari", "Sharvari", "Plava", "Shubhakrit", "Shobhakrit", "Krodhi",
        "Vishvavasu", "Parabhava", "Plavanga", "Kilaka", "Saumya", "Sadharana", "Virodhikrit", "Paridhavi",
        "Pramadi", "Ananda", "Rakshasa", "Nala", "Pingala", "Kalayukti", "Siddharthi", "Raudra", "Durmathi",
        "Dundubhi", "Rudhirodgari", "Raktakshi", "Krodhana", "Akshaya",
    ]
    static let tamilLatinNames = [
        "Prabhava", "Vibhava", "Sukla", "Pramodhootha", "Prachorpathi", "Aangirasa", "Srimukha", "Bhava", "Yuva",
        "Dhathu", "Eeswara", "Vehudhanya", "Pramathi", "Vikrama", "Vishu", "Chitrabhanu", "Subhanu", "Dharana",
        "Parthiba", "Viya", "Sarvajith", "Sarvadhari", "Virodhi", "Vikruthi", "Kara", "Nandhana", "Vijaya", "Jaya",
        "Manmatha", "Dhunmuki", "Hevilambi", "Vilambi", "Vikari", "Sarvari", "Plava", "Subakiruthu", "Sobakiruthu",
        "Krodhi", "Visuvavasu", "Parabhava", "Plavanga", "Keelaka", "Saumya", "Sadharana", "Virodhikruthu",
        "Paridhabi", "Pramadheecha", "Aanandha", "Rakshasa", "Nala", "Pingala", "Kalayukthi", "Siddharthi",
        "Raudhri", "Dhunmathi", "Dhundubhi", "Rudhirodhgari", "Rakthakshi", "Krodhana", "Akshaya",
    ]
    static let tamilScript = [
        "பிரபவ", "விபவ", "சுக்ல", "பிரமோதூத", "பிரசோற்பத்தி", "ஆங்கீரச", "ஸ்ரீமுக", "பவ", "யுவ", "தாது", "ஈஸ்வர",
        "வெகுதானிய", "பிரமாதி", "விக்கிரம", "விஷு", "சித்திரபானு", "சுபானு", "தாரண", "பார்த்திப", "விய", "சர்வஜித்",
        "சர்வதாரி", "விரோதி", "விக்ருதி", "கர", "நந்தன", "விஜய", "ஜய", "மன்மத", "துன்முகி", "ஹேவிளம்பி", "விளம்பி",
        "விகாரி", "சார்வரி", "பிலவ", "சுபகிருது", "சோபகிருது", "குரோதி", "விசுவாவசு", "பராபவ", "பிலவங்க", "கீலக",
        "சௌமிய", "சாதாரண", "விரோதிகிருது", "பரிதாபி", "பிரமாதீச", "ஆனந்த", "ராட்சச", "நள", "பிங்கள", "காளயுக்தி",
        "சித்தார்த்தி", "ரௌத்திரி", "துன்மதி", "துந்துபி", "ருத்ரோத்காரி", "ரக்தாட்சி", "குரோதன", "அட்சய",
    ]
}
