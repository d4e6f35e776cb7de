import Foundation

/// A mantra with what it means, for the Mantra Match challenge. The mantras are traditional and
/// public; each meaning is Sadhana's own plain-English gloss (not a quoted translation).
public struct Mantra: Sendable, Hashable, Codable {
    public let text: String
    public let meaning: String
    /// The tradition it is most associated with, for the explanation.
    public let tradition: String

    public init(text: String, meaning: String, tradition: String) {
        self.text = text
        self.meaning = meaning
        self.tradition = tradition
    }

    /// Sixteen mantras across the nine paths.
    public static let catalogue: [Mantra] = [
        Mantra(text: "Om Namah Shivaya", meaning: "I bow to Shiva", tradition: "Shaiva"),
        Mantra(
            text: "Om Namo Bhagavate Vasudevaya", meaning: "I bow to the Lord Vasudeva (Krishna)",
            tradition: "Vaishnava"),
        Mantra(
            text: "Om Namo Narayanaya", meaning: "I bow to Narayana, who rests in all beings", tradition: "Vaishnava"),
        Mantra(
            text: "Om Gam Ganapataye Namah",
            meaning: "I bow to Ganapati, remover of obstacles; gam is his seed syllable", tradition: "Smarta"),
        Mantra(
            text: "Om Dum Durgayei Namah", meaning: "I bow to Durga, the protecting mother; dum is her seed syllable",
            tradition: "Shakta"),
        Mantra(
            text: "Sri Ram Jai Ram Jai Jai Ram", meaning: "Glory to Rama, glory and again glory", tradition: "Vaishnava"
        ),
        Mantra(
            text: "Hare Krishna Hare Rama", meaning: "A call to Krishna and Rama through their energy, Hara",
            tradition: "ISKCON"),
        Mantra(
            text: "Om Shanti Shanti Shanti", meaning: "Peace within, peace around us, peace from above",
            tradition: "Vedic"),
        Mantra(text: "Om Sri Hanumate Namah", meaning: "I bow to Hanuman", tradition: "Vaishnava"),
        Mantra(
            text: "Om Aim Saraswatyai Namah",
            meaning: "I bow to Saraswati, goddess of learning; aim is her seed syllable", tradition: "Shakta"),
        Mantra(
            text: "Om Shrim Mahalakshmyai Namah", meaning: "I bow to the great Lakshmi, giver of abundance",
            tradition: "Shakta"),
        Mantra(
            text: "Swaminarayan", meaning: "The name of Bhagwan Swaminarayan, chanted as a whole mantra",
            tradition: "Swaminarayan"),
        Mantra(text: "Waheguru", meaning: "Wondrous Enlightener: the Sikh name for God", tradition: "Sikh"),
        Mantra(text: "Ik Onkar", meaning: "There is one Creator, present in all", tradition: "Sikh"),
        Mantra(
            text: "Namo Arihantanam", meaning: "I bow to the Arihantas, who have conquered inner enemies",
            tradition: "Jain"),
        Mantra(
            text: "Om Tat Sat", meaning: "That alone is the Real (a triple name of Brahman, Gita 17.23)",
            tradition: "Vedic"),
    ]
}
