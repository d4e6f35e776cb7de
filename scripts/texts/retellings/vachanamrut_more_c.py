"""More Vachanamrut summaries, written from the Gujarati text as described in vachanamrut.py (CC BY 4.0).
vachanamrut.py merges these units into their parts, in the text's order."""
from common import unit


def D(ref, title, retelling, explanation):
    return unit(ref, "discourse", title, retelling, explanation)


UNITS = [
    D("gadhada-ii-13", "The form within the light", """
At Gadhada in 1821, Shriji Maharaj raised both arms to quiet the assembly and asked the senior sadhus to sit in front. He spoke, he said, not from pride but because anyone who grasped this would gain greatly; he had seen it, proved it by experience, and found it in all the scriptures.

By nature, he said, his mind will not bind itself even to the finest sounds, touches, tastes, smells and sights. Good and bad objects, king and pauper, sandalwood and dust, honour and insult, gold and rubbish are all alike to him, and every devotee seems equal. Even his intense detachment, his dharma and his knowledge that he is Brahman weigh nothing on him. When he forces his senses towards an object they barely stay, and fall back the moment he lets go, like a stone thrown into the sky.

The reason is that his senses turn back into the space of the heart, filled with light like a sky covered with monsoon clouds. In that light he sees God's form: dark, yet white with radiance, two-armed, human in shape, youthful, surrounded by released souls gazing at it. He has seen it always, even before birth. That light is called the self, Brahman and Akshardham; the form within it Purushottam, who appears as Ram, Krishna and others, and though he seems human is the lord of Akshardham.

One who firmly understands God's form this way meets no obstacle; without it, no renunciation or fasting makes up the lack. Such understanding comes from a manifest sant, not from books by one's own wit. He asked them to keep this talk new every day until death, and to know the form in the light to be Maharaj himself, or at least that Maharaj sees it; and all understood him so.
""", """Devotees take from it the heart of their conviction: that the form seen within Akshar's light is the manifest God, and that understanding this frees the mind from the senses without strain."""),
    D("gadhada-ii-16", "Devotion to his form carries dharma with it", """
At Gadhada in 1821, Muktanand Swami asked how a devotee can keep both devotion to God's form, like Arjun's, and devotion to dharma, like King Yudhishthir's, when strengthening one seems to weaken the other. Shriji Maharaj answered from the Bhagavat: God's form is endowed with truth, purity and the other auspicious virtues, and dharma rests on it; so one who keeps God's form firmly in his heart keeps dharma too, while dharma alone lets devotion to the form grow weak.

Asked whether the senses are conquered by detachment, he said they are conquered by staying vigilant in the rules God has given, with or without detachment: closing the ears, not touching or looking at what is improper, mixing water into tasty food and eating moderately. For one of weak detachment the rules are the only way out, as a sick man recovers only by keeping a diet with his medicine.

Akhandanand Swami asked whether the means to liberation has a set term. One of weak faith, Maharaj said, takes many births, one of strong faith reaches it quickly, as the Gita says, like a traveller to Kashi who walks two steps a day or twenty miles. Until then the weak one lives in a pleasant heavenly realm that God chooses to match the pleasures he longed for.

One of intense faith hurries through bathing to reach darshan or discourse, rushes to follow a new instruction sent by letter, grows as eager as a child for darshan, and masters his senses at once; where faith is weak, the senses run keenly after objects, plain to all like wind in the trees. Their keenness is removed by bending the senses to God's rules. Weak faith grows by understanding God's greatness, as one loves a gold cup more than a clay one.
""", """Devotees take from it that holding God's form in the heart sustains dharma, that his rules tame the senses where detachment is weak, and that faith grows with a sense of his greatness."""),
]
