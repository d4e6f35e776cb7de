"""More Vachanamrut summaries, written from the Gujarati text as described in vachanamrut.py (CC BY 4.0).
vachanamrut.py merges these units into their parts, in the text's order."""
from common import unit


def D(ref, title, retelling, explanation):
    return unit(ref, "discourse", title, retelling, explanation)


UNITS = [
    D("gadhada-i-2", "Three grades of detachment", """
At Gadhada in November 1819, Mayaram Bhatt asked Shriji Maharaj how the best, middling and weakest
kinds of detachment differ.

The best, Maharaj said, belongs to one who, like King Janak, lives among worldly affairs by God's
command or his own destiny without being overcome by them. He enjoys the pleasures of the five senses
that come to him without attachment, always seeing their faults and treating them as enemies, keeps to
the Sant, the scriptures and God's service, and holds this understanding even in hard places, times and
company. The middling kind is also unattached, but gives way when circumstances turn hard. The weakest
stays free only of ordinary pleasures and is caught by fine ones.
""", """Devotees take from it a measure for their own detachment: whether it holds when pleasures are fine
and circumstances hard."""),
    D("gadhada-i-5", "Keep on meditating", """
At Gadhada in November 1819, Shriji Maharaj told the assembly to meditate on Shri Krishna together with
Radhika, and not to give up out of faint-heartedness even when the form does not appear within. On
devotees who persist in this way, he said, God bestows great grace, and their devotion wins him over.
""", """Devotees take from it that meditation is worth keeping up even when it seems to bear no fruit,
since God answers perseverance with his grace."""),
    D("gadhada-i-6", "The discerning and the undiscerning", """
At Gadhada in November 1819, Shriji Maharaj contrasted two kinds of people in satsang.

The discerning see more of their own faults each day and the virtues of God and his devotees; when God
or the Sant speak harshly for their good, they take it as help, not hurt, and so they rise in satsang.
The undiscerning credit themselves with more virtues the longer they listen; when their faults are
pointed out, their pride twists the words and they find fault with the speaker, and so they lose
their standing. Whoever drops the conceit of his own virtues and bravely trusts God and his
Sant, Maharaj said, is rid of that lack of discernment and rises in satsang.
""", """Devotees take from it to hear correction from God and the Sant as help, and to look for faults in
themselves rather than in those who point them out."""),
    D("gadhada-i-7", "Within everything and beyond it", """
At Gadhada in November 1819, Shriji Maharaj said that talk of the spirit in the scriptures confuses
people, and explained two terms: anvay, being within, and vyatirek, being distinct.

The jiva is within its gross, subtle and causal bodies, identified with them, and distinct from them as
pure being. Ishvara is likewise within and beyond his three cosmic bodies. Akshar Brahman pervades maya
and the universes, and is beyond them as being, consciousness and bliss. Shri Krishna
dwells within Akshar, ishvara, jiva, maya and the universes as their inner controller and ruler, and is
beyond them all in the light of Brahman in his own abode, Golok. These five, Purushottam, Akshar, maya,
ishvara and jiva, he said, are without beginning.
""", """Devotees take from it the five eternal entities of the Swaminarayan teaching, and how God can be
present in all things while remaining distinct in his own abode."""),
]
