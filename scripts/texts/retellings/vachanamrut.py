"""Vachanamrut: summaries of selected discourses of Bhagwan Swaminarayan, written by Sadhana
contributors (CC BY 4.0).

Only discourses whose content could be checked are summarised. The first 29 were checked against the
Gujarati text (public domain, 1820s) where it was at hand, and otherwise against the per-discourse study
outlines published with the text at anirdesh.com ("Vachanamrut Essence"). Kariyani-12 was first written
from excerpts of the published English translations (anirdesh.com, swaminarayan.faith, smvs.org), read
only for what the discourse teaches and retold in our own words; it has since been checked against the
Gujarati text and completed from it. Where only part of a source could be read (Loya-1, Gadhada III-39),
the summary keeps to that part.

Later summaries are written from the Gujarati text itself (the 1820s original, public domain), read in
the repository vachanamrutapp/vachanamrutapp.github.io, files assets/data/gujarati/vachanamrut-<N>.json
at commit 1ff26f97da44540bbc0fc5b64865bdf37a3f3bc7 (262 discourses, numbered 1-262 in the text's order).
Only the Gregorian year of a setting was taken from the date line of the same repository's English files;
nothing else of the English translation was used.

Each summary says, in our own words and order, only what its source shows the discourse to teach; nothing
is added from memory. No translation is shipped or paraphrased. A short discourse has a short summary (from 40 words)
that says what it teaches rather than retelling it sentence by sentence. The 262 discourses of that edition
are all summarised; the remaining 11 of the 273 (the "additional" discourses, which the diocese of
Amdavad accepts) are not in it or in any other source we could read.
"""
from common import SADHANA_RETELLING, unit

LIMITS = ("retelling", 40, 300)


def D(ref, title, retelling, explanation):
    return unit(ref, "discourse", title, retelling, explanation)


META = {
    "id": "vachanamrut",
    "title": "Vachanamrut",
    "titleOriginal": "વચનામૃત",
    "titles": {
        "hi": "वचनामृत",
        "hi-Latn": "Vachanamrit",
        "mr": "वचनामृत",
        "gu": "વચનામૃત",
        "ta": "வசனாம்ருதம்",
        "te": "వచనామృతం",
        "kn": "ವಚನಾಮೃತ",
        "ml": "വചനാമൃതം",
        "bn": "বচনামৃত",
        "pa": "ਵਚਨਾਮ੍ਰਿਤ",
        "or": "ବଚନାମୃତ",
        "as": "বচনামৃত",
        "ru": "Вачанамрут",
    },
    "theme": "Discourses",
    "form": "generic",
    "unit": {"singular": "discourse", "plural": "discourses"},
    "section": {"singular": "part", "plural": "parts"},
    "originalScript": "none",
    "originalLanguage": "Gujarati",
    "summary": (
        "The discourses of Bhagwan Swaminarayan, given in Gujarati between 1819 and 1829 at Gadhada, Sarangpur, "
        "Kariyani, Loya, Panchala, Vartal, Amdavad and elsewhere, and written down by his senior sadhus: "
        "questions and answers on God's form, the self, detachment, devotion and the company of the holy."
    ),
    "coverage": {
        "total": 273,
        "note": (
            "Summaries of {shipped} discourses, each written from the Gujarati text (public domain) or checked against "
            "the published study outlines (anirdesh.com). The Gujarati original and the published English "
            "translation are not shipped (the "
            "translation is copyrighted); the other discourses are not yet summarised, and none is summarised "
            "from memory."
        ),
    },
    "layers": {"retelling": "sadhana", "explanation": "sadhana"},
    "sources": {"sadhana": SADHANA_RETELLING},
}

SECTIONS = [
    {
        "title": "Gadhada I",
        "titleOriginal": "ગઢડા પ્રથમ",
        "units": [
            D("gadhada-i-1", "The hardest practice and the greatest gain", """
On a night late in 1819, Shriji Maharaj came to the sadhus' quarters in Dada Khachar's court at Gadhada
and asked the assembly which spiritual practice is the hardest of all. None of the answers given by the
brahmacharis, sadhus and householders satisfied him, so he gave his own.

Keeping the mind's attention on God's form without a break, he said, is harder than any other practice,
and the scriptures name no attainment greater than it. God's form is like the wish-granting chintamani
gem: one whose mind rests on it unbroken can see at will the nature of the jiva, of ishvara, of maya and
of Brahman, and God's abodes, Vaikuntha, Golok and Brahmamahol among them.

Asked by Govardhanbhai what God's maya is, he answered in one line: whatever comes in between and veils
God's form while a devotee is meditating on it.

Muktanand Swami asked what body a devotee receives on leaving this body of five elements. By God's will,
Maharaj said, he receives a body made of Brahman, and goes to God's abode, some on Garuda, some in a
chariot, some in a celestial vehicle; those adept in yogic trance see this for themselves.

Last, Thakkar Harji asked why some who have long kept satsang still love their own body and family more
than satsang. They have not fully grasped God's greatness, Maharaj replied; and when the sadhu through
whom it is learned speaks about their faults, they keep the faults and find fault with the sadhu
instead. Sins committed elsewhere are washed away in the company of the holy, but a sin against the holy
is removed only by that holy person's own grace. If they stopped finding fault with the Sant, their love
for satsang would grow firm.
""", """Devotees take from it the ideal that every other practice serves, an unbroken remembrance of God's
form, and the warning that finding fault with the Sant closes the way to it."""),
            D("gadhada-i-3", "Remember the Lord's deeds and his devotees", """
Speaking at night in Dada Khachar's court at Gadhada in 1819, Shriji Maharaj gave advice even to the
most advanced devotee, the one who already sees God's form constantly within.

Such a devotee, he said, should still keep in memory the divine deeds God has performed, in each of his
incarnations and at each of the places where he performed them. He should also keep affection for
God's brahmacharis, sadhus and devotees, and keep them, too, in memory.

The reason he gives is the moment of death. At that moment, even someone who has held God's form in
his heart might lose hold of it. But if he then remembers a place where God acted, or one of God's
deeds, or a devotee or sadhu he loved, that memory will bring God's form back to him, and he will reach
the goal.

So the memories of God's actions and of the company of his devotees are not a distraction from
meditation on God. They are a support for it, a second thread that leads back to him when the first
is lost.
""", """Devotees take from it why they tell and retell the episodes of God's life and cherish their
bonds with fellow devotees: these memories are a lifeline back to God."""),
            D("gadhada-i-4", "Jealousy the way Narad felt it", """
At Gadhada late in 1819, Shriji Maharaj told the assembly that God's devotees should not be jealous of
one another. Anandanand Swami admitted that jealousy does remain. Then, said Maharaj, let it be jealousy
of the kind Narad felt.

He told the story. Once Narad and Tumburu went to Vaikuntha for the darshan of Lakshmi and Narayan.
Tumburu sang before them, and they were so pleased that they gave him their own clothes and ornaments.
Narad grew jealous and resolved to learn to sing as well as Tumburu and so please God himself. He learnt
and sang before God, but God told him he could not yet sing like Tumburu. He performed austerities to
Shiva, gained a boon, learnt more and sang again, and still God was not pleased. For seven
manvantaras he went on learning and singing without success. At last he learnt singing from Tumburu
himself, and sang before Shri Krishna in Dwarka; then Krishna was pleased and gave him his own clothes and
ornaments, and Narad let go of his jealousy of Tumburu.

So if there is jealousy, Maharaj said, it should make a person take on the virtues of the one he envies
and give up his own faults. Jealousy that cannot do this, and instead leads to harming a devotee of God,
should be given up by God's devotees altogether.
""", """Devotees take from it a way to turn rivalry into growth: to learn from the one they envy, and to
drop any envy that would harm a fellow devotee."""),
            D("gadhada-i-10", "The ungrateful sadhu", """
At Gadhada late in 1819, Shriji Maharaj told the assembly something that had happened to him years
before, on his way from Venkatadri to Setubandh Rameshwaram. A sadhu named Sevakram, learned in the
Bhagavat and other Puranas, fell ill on the road. He carried gold coins worth a thousand rupees, but had
no one to look after him, and he began to cry. Maharaj told him not to worry, he would care for him.

Outside a village there was a banana grove with a banyan tree said to be haunted by a thousand ghosts, and
there, since the sadhu could no longer walk, Maharaj made him a raised bed of banana leaves. The sadhu had
bloody dysentery; Maharaj washed him and nursed him. With his own money the sadhu had Maharaj fetch sugar,
ghee and grain, which Maharaj cooked for him, while he himself went into the village for his own food, fasting on days
when he got none. Never once did the sadhu suggest cooking for both of them.

After two months the sadhu recovered, and they set off for Rameshwaram. Though he was now strong enough to
digest a seer of ghee, he made Maharaj carry his load, a full maund, while he walked with only a rosary. Maharaj, who by nature would not carry even a handkerchief as baggage, carried it because the man
was a sadhu. Nursed back to health, the sadhu never gave him even a paisa's worth of food. So Maharaj, recognising him as ungrateful, left his company.

Whoever does not acknowledge the good done to him, he said, is ungrateful. And whoever still calls a
person guilty of a sin after he has atoned for it as the scriptures prescribe is as great a sinner as
the ungrateful.
""", """Devotees take from it the duty of gratitude, and the warning not to keep holding a sin against
someone who has atoned for it."""),
            D("gadhada-i-12", "Creation, dissolution and the abode of God", """
In this discourse Shriji Maharaj explains that ignorance, the inborn bondage of the soul, is loosened
by understanding how the world is made: the natures of Purusha, of Prakriti and of time, and the
twenty-four elements, beginning with the great principle, mahattattva, that evolve from them.

He describes four kinds of dissolution. The first happens every day: the death of the bodies of living
beings. The second destroys the lower realms within a single universe. The third dissolves a whole
universe, the cosmic person who is its body. The fourth and final one withdraws the countless
universes that have come from Prakriti into the light of Brahman.

Knowing how the worlds arise, endure and pass away is not meant as mere learning. The one who truly
understands it, he says, becomes detached from the world, grows in devotion to God, and attains God's
abode.

That abode alone does not pass away: it is eternal, without beginning or end, divine, infinite and
undivided, and its nature is being, consciousness and bliss.
""", """Devotees take from it that reflecting on how everything in the world passes away is a way to
detachment and devotion, turning the mind towards the one abode that lasts."""),
            D("gadhada-i-13", "A cutting of the banyan tree", """
At Gadhada at the end of 1819, Nityanand Swami put a puzzle to Shriji Maharaj. Is the jiva in each body
one or many? When a branch of a banyan or pipal tree is cut and planted elsewhere, it grows into the
same kind of tree. Has one jiva become two, or has a second jiva entered the cutting? And if it is the
same jiva, how can the jiva, which is whole and cannot be cut, have been divided?

Maharaj answered by describing creation. God, Shri Krishna, has two powers, Purusha and Prakriti, which
are the cause of the world's creation, sustenance and dissolution. Taking these up, he assumed the cosmic
form, and from it brought forth all beings, from Brahma down to a blade of grass; in a later cycle he
created through Brahma, and through Kashyap and Daksha, the gods, demons, humans, animals, birds and all
moving and unmoving beings.

With these powers God dwells within every jiva as its inner controller, and gives each the body its
actions have earned. Actions done under sattva, rajas or tamas lead to bodies that sprout from the
ground, are born from a womb, from sweat or from an egg, and to the joys and pains that follow from them.

So when a new body comes from an existing one, as countless kinds of bodies came from the bodies of the
progenitors, it is God within who makes it. The jiva of the old body does not split into many. A
different jiva, whose past actions have tied it to being born through that body, is given the new one.
""", """Devotees take from it that every birth, even of a plant from a cutting, is God's work as the inner
controller, and that each jiva stays whole and single, bound only by its own actions."""),
            D("gadhada-i-14", "As the mind is now, so the end", """
At Gadhada late in 1819, Shriji Maharaj asked the sadhus to compare two devotees, both firmly convinced of God.
One has left home but is not intensely detached; he keeps his vows outwardly and uses reason to dismiss the slight
worldly desires left in his mind. The other stays at home by God's command, indifferent to worldly life, with as
much worldly desire as the first. Which is better? Muktanand Swami said the renunciant. How, Maharaj objected,
when he left home on his own, out of frustration, and the householder stays home by command? 

A renunciant of immature mind finds worldly desire rising again when he eats well, or when he suffers much. Better
than him is the householder who, in pain or great pleasure, takes care lest it bind him, and stays detached. The
true renunciant is one in whom worldly desire never returns. And a householder is far better than a renunciant
with desires, if he keeps a householder's dharma, which is very hard: through joys and sorrows he keeps
his mind on serving the sants and on dharma, knowing their company a wish-granting gem and wealth and children a
dream. Hardest of all is to become God's devotee, and rarest to meet his devotees.

Muktanand Swami asked about the saying that as the mind is at the end, so is one's destiny; what then of devotion
done before? One who has found God himself, Maharaj said, is protected by God whether or not he is conscious at
death, while one turned from God is not saved by dying lucid. The saying means that one's destiny at the end
follows one's understanding now. A devotee who knows he is already liberated is
liberated; the true servant of God wants nothing but what pleases his master.
""", """Devotees take from it that the firm understanding they hold today, not the chance state of mind at
death, decides their end."""),
            D("gadhada-i-19", "Four virtues that need each other", """
At Gadhada, Shriji Maharaj names four virtues that a devotee who wants ultimate liberation must bring
to perfection: knowledge of the self as distinct from the body, devotion to God, detachment from the
world, and faithfulness to one's own dharma.

None of them, he says, is enough on its own; each needs the others. Self-knowledge without love for God
does not win God's favour, and it is that favour which keeps a person from being overpowered by the
qualities of maya. Love for God without self-knowledge stays imperfect, because the devotee still takes
himself to be the body. Even with both, if detachment is weak, desire for the objects of the senses
will stop them from maturing. Detachment without the other two never tastes the deep bliss of God's
form. Dharma without the other three does not lead to God's abode, Akshardham; and without dharma the
other three cannot be perfected.

The devotee in whom all four are firmly established is called an ekantik bhakta, one devoted to God
alone. A devotee who finds one of the four lacking in himself should make up for it by serving such an
ekantik devotee and staying close to him.
""", """Devotees take from it a way to examine their own spiritual life: to see which of the four
virtues is weak and to strengthen it in the company of those in whom all four are whole."""),
            D("gadhada-i-20", "The greatest fool of all", """
At Gadhada late in 1819, Shriji Maharaj asked the assembly who is the most ignorant of all the ignorant.
When no one could answer, he gave the answer himself.

The jiva living in this body, he said, looks at beauty and ugliness, at childhood, youth and old age,
at countless things; but the one who sees never sees himself. Looking only outwards, he enjoys through
eyes, ears, skin, tongue and nose the pleasures of the senses, yet he never enjoys his own bliss or knows
his own form. Such a one is the most ignorant, the most deluded, the greatest fool and the lowest of all.

Shukmuni objected: is seeing one's own self really in one's own hands? If it were, why would the jiva
remain so ignorant?

For one who has found satsang, Maharaj replied, the sight of one's own self is indeed in one's own
hands; and on what day did anyone set about seeing it in earnest and fail? The jiva, under maya's sway,
turns inward helplessly every night in dream and deep sleep, but never turns inward of its own accord to
see itself. Whoever turns inward while reflecting on God's power sees his own self shining with an
intense light, and within that light the form of God, Purushottam, who is present before him; and he
becomes as happy as Narad and the Sanaks.

So whatever a devotee still lacks, he said, is due to nothing but his own laziness.
""", """Devotees take from it that the turn inward to see the self, and God within it, is open to them now,
and that only their own sloth holds them back."""),
            D("gadhada-i-21", "The single-minded devotee and the two forms of Akshar", """
At Gadhada in 1819, Shriji Maharaj said that whoever wants to please
God greatly can do so by four means: unshakeable adherence to the dharma of his class and stage of life, very firm
self-knowledge, distaste for everything but God, and desireless devotion joined with a sense of God's greatness.
These four are single-minded dharma. A devotee should think of God's
form in every activity, eating, bathing, walking, sitting; when his mind is undisturbed, gaze on God's form, and when
thoughts disturb it, know his self as distinct from body, senses, mind, deities and objects, and return to God when
they settle.

He should not take this body for himself or its relatives for his own. The soul has worn
bodies of every kind and been born of every mother, even dogs and monkeys; as it does not count those ties now, it
should not count these, which will not last either. So, seeing body and home as
unreal, knowing himself distinct, keeping his dharma, he should worship God without desire and keep the company of
sadhus so that God's greatness grows in his eyes. One who does not is like an animal; even animals are
liberated in this satsang, but he is no single-minded devotee.

The single-minded devotee, freed from maya, goes by the path of light to Akshardham. Akshar has two forms: one
formless, uniform consciousness, called the space of consciousness or Brahmamahol; the other serves Purushottam. The
devotee who reaches it attains likeness to Akshar and serves God there, where Krishna Purushottam is present with
countless released souls as his servants. So every satsangi should resolve to join them, want nothing of maya, and
remove in this life every desire besides God, lest powers seen on the way lure him from God.
""", """Devotees take from it the four parts of single-minded dharma and the goal they point to: to serve God
in Akshardham among the released."""),
            D("gadhada-i-22", "Singing without remembering", """
At Gadhada late in 1819, Shriji Maharaj asked the paramhansas to pause their singing and listen.

To sing devotional songs to the drum, the stringed instruments and the cymbals without remembering God,
he said, is the same as not singing at all. Many people in the world sing and play music while
forgetting God, and it brings no peace to their minds. So singing God's praises, repeating his name,
chanting "Narayan" together, and everything else of the kind should be done while recalling God's form.

Nor is it enough to hold the mind on God only while sitting down to worship. One who keeps his attention
on God during worship but lets it go when he gets up for other work will find that even in worship it
will not settle on God's form. So a devotee should practise keeping his attention on God's form in every
activity, walking, moving, eating and drinking; then it will stay steady when he sits to worship. For
one in whom this has begun to take hold, the attention stays on God even while he is busy with work;
for one who is careless, it does not stay even in worship.

So God's devotees should be alert and practise keeping their minds on God's form. With that, Maharaj
told them to go on singing.
""", """Devotees take from it that worship is only as deep as the remembrance carried through the rest of
the day."""),
            D("gadhada-i-23", "A trickle that never stops", """
At Gadhada late in 1819, Shriji Maharaj told the paramhansas that the Vasudev Mahatmya is dear to him for
teaching how to worship God.

God's devotees, he said, are of two kinds. One has true conviction in God but worships him while still
identifying with the body. The other knows his own self as conscious and beyond the three states of waking,
dream and deep sleep and the three bodies, holds God's form within that self and worships him; he sees his
self shining brightly and within that light God's form, just as it is before him, full of light. Until a devotee reaches that state, he is at risk. Without it, Shiva was
infatuated by Mohini, Brahma by Saraswati, Narad wanted to marry, and Indra and the moon were disgraced. One who has
not reached it may even attribute worldly flaws to God, as
Parikshit doubted Krishna on hearing of the circle dance, while Shuk did not. Such a devotee reasons: no fault can
touch me; how then could any fault of maya touch the God by whose worship I became like this?

When he holds his mind on God's form, his attention divides in two: one part stays on God with love, the
other stays on himself, the worshipper, with discernment, and dismisses every other thought and
fault. So his mind stays on God unbroken.

One who worships single-mindedly for a while and then fools about never gets there. Pour out a pot
of water in one place today and again days later, and no pool forms, for each day's water dries up;
but a trickle no thicker than a finger, if it never stops, fills a large pool. So keep the mind on God at all times,
in every activity, and that state will come.
""", """Devotees take from it that a small but unbroken remembrance of God does more than bursts of fervour
separated by forgetfulness."""),
            D("gadhada-i-26", "A song in the form of a talk", """
At Gadhada at the end of 1819, Shriji Maharaj asked the paramhansas to stop singing and hear a song of his own
in the form of a talk. If, while singing songs of love for God, a devotee finds sweetness in God's form alone,
that is well; if he finds it elsewhere too, it is a great flaw. One who
delights in music or a woman's voice as in God's words lacks discernment; the genuine lover of God finds
joy in God's words alone.

So with every sense. The true lover of God wants God's touch alone and shuns every other like a black cobra or
a blazing fire; he delights in God's form and sees other forms as heaps of filth or a rotting dog; he relishes
God's prasad and no other taste; he delights in the fragrance of what is offered to God, not of what
adorns a worldly person. One who enjoys other objects as much as those related to God is a false lover; God
is not false, but his feeling is. The same holds in dreams: if the devotee enjoys other things there as much as God, his
understanding is false; if he shuns them like vomited food and delights in God alone, it is true.

When God alone is contemplated, the mind becomes still and empty, nothing of body or universe appears, and then a
light arises in which God's form is seen. Love for God's form alone is the devotion of a faithful wife. When they sing, he said, he closes his eyes and thinks just this, and nothing but God can stay in that
thought. As they compose songs, he had composed this one, speaking of himself to teach them.
""", """Devotees take from it a test for genuine love of God: whether every sense, waking or dreaming, finds
its joy in him alone."""),
            D("gadhada-i-27", "The one in whom God lives", """
At Gadhada at the end of 1819, Shriji Maharaj said that everyone wants to worship God, but understanding
differs; God lives fully in the heart of one who understands this way.

He sees every wonder as the work of the God he has met: the earth held still or
shaken at his will, the stars held up, rain, sunrise and sunset, the moon's phases, the ocean keeping its
bounds, a human body formed from a drop of water. All wonders, past, present and future, he attributes to God before him alone. And he remains even-minded whether someone throws dust on him or
insults him, seats him on an elephant or cuts off his nose and ears and seats him on a donkey; he regards a
beautiful young woman, a plain one and an old one alike, and a heap of gold and a heap of stones alike.

God lives in the heart of such a devotee, endowed with knowledge, devotion and detachment. By God's power he
gains countless powers and liberates countless souls, and still puts up with others' honour and insult, which is
an even greater power, for to forbear when one is able is rare. Because God sees through his eyes and walks
through his feet, such a sant can light up the senses of every being in the universe; that he endures the
insults of petty souls is his true greatness. Those who glare at the weak to frighten them, or display powers to
scare people, are souls of maya bound for Yama's realm; their greatness is worldly, like owning more horses.
Those who delight in
fine women, clothes or houses have petty minds; even such satsangis are liberated, but never become such sants.
""", """Devotees take from it that God dwells in the one who sees his hand in every wonder and bears honour
and insult alike, and that forbearance is the mark of true greatness."""),
            D("gadhada-i-28", "The half-burnt log", """
At Gadhada at the end of 1819, Shriji Maharaj described the signs by which one can tell whether a
satsangi is about to fall away from satsang or to grow in it.

In one who is going to fall away, impure desires increase. Day by day he begins to see faults in every
satsangi, and thinks to himself that all of them lack understanding and he alone understands; he rates
himself above everyone. Night and day he is troubled inside. By day he cannot sit anywhere at ease; at
night, when he lies down, sleep does not come. His anger never subsides, and he smoulders like a
half-burnt log that gives off smoke but no flame. When someone is like this, one may know that he is
about to fall from satsang. However many days he stays in it, he never finds happiness in his heart, and
in the end he falls away.

In one who is going to grow, good desires increase. Day by day he sees only virtues in every satsangi,
regards all the devotees as great and himself as small, and the joy of satsang fills his heart at every
hour of the day. When these signs are present, one may know that his good desires are growing. The more he
keeps satsang, the more he benefits from it, and he rises to great heights.

Having said this, Maharaj said "Jay Sachchidanand" and went to his seat.
""", """Devotees take from it a mirror for their own hearts: seeing faults in others and smouldering within
warns of a fall, while seeing others' virtues and feeling joy marks growth."""),
            D("gadhada-i-29", "Destiny, grace and effort", """
At Gadhada at the end of 1819, Gopalanand Swami asked how devotion joined with dharma, knowledge and
detachment grows strong. By four things, Shriji Maharaj said: a pure place, a good time, good actions and
the company of good people. Action counts for less than the others, for in a pure place, at a good time and
in the company of sants, action is naturally good, while in a bad place and time and in bad company it turns
bad. So
live in a pure place, move away from bad times, and keep the company of sadhus who know Brahman, love God
and keep the five vows.

Muktanand Swami asked: when a devotee whose heart was at first somewhat impure becomes very pure, is that
due to past impressions, God's grace, or his own effort? What comes of past karma, Maharaj said, good or
bad, is plain for the whole world to see: Bharat's attachment to the fawn, or a pauper suddenly given a
kingdom; that is destiny. He spoke of his own life: he had lived for months on air at Jagannath Puri, let
his body be carried down a river miles wide, lived through every season in only a loincloth without shelter,
and
roamed forests among tigers and elephants, and his body survived; that too was destiny.

When, as with the son of Sandipani freed from hell, or the five-year-old Dhruv to whom the meaning of the
Vedas came as he began to praise God, a good understanding arises by the will or blessing of God, or of his
single-minded sadhu, pleased by pure devotion, that is God's grace. And when a person becomes good by
keeping the company of good sadhus and by his own reflection, that is his own effort.
""", """Devotees take from it that good places and company make devotion grow, and a way to tell destiny,
grace and their own effort apart."""),
            D("gadhada-i-30", "Why some thoughts sting", """
On an evening at Gadhada at the start of 1820, Shriji Maharaj invited questions, and Dinanath Bhatt asked
him two. Why is it that sometimes a thousand thoughts arise and none of them leaves a sting in the mind,
while at other times a handful of thoughts stick and hurt? And how can a devotee of God be freed from
such thoughts?

The reason, Maharaj said, lies in the three gunas. When tamas prevails, the mind is close to deep sleep
and thoughts leave no mark. When sattva prevails, there is a kind of light, and each thought is seen
through and dismissed by reflection, so it too leaves no mark. It is when rajas prevails that thoughts
sting. An intelligent person can watch his thoughts as they arise and learn which guna is at work in him;
the subtle ones that come every moment are beyond anyone's notice, but a few gross ones each day can be
recognised.

The cure is satsang. One who keeps an eye on the guna behind his thoughts, and takes in and reflects on
the talks about God heard in satsang, is freed from those thoughts by the power of satsang, and comes to
think of God's form steadily and without disturbance. No other practice, though done ten million times,
removes such thoughts or the rajas behind them. So one who wants to be rid of the impure thoughts born of
rajas should keep satsang sincerely, without pretence, in thought, word and deed.
""", """Devotees take from it a way to read their own restless thoughts, and the confidence that honest
satsang can quiet what no other effort can."""),
            D("gadhada-i-31", "Greatness lies in conviction and obedience", """
At Gadhada at the start of 1820, Yoganand Muni asked which of two devotees is better: one who withdraws
from activity and hurts no one with his words, or one who serves God and his devotees with food, clothes,
flowers and the like, but sometimes hurts others with his words. Shriji Maharaj had Muktanand Swami and
Brahmanand Swami answer. The one who serves God and the sants is better, they said; the one who withdraws
and does no service is as good as powerless, while the one who serves has devotion.

Maharaj agreed, and added that to fix on some small flaw in such a devoted person, who keeps firmly to God's
commands, and find fault with him, is a great failing. One who looks for faults will find them even in God's
human form, taken on for the liberation of souls, and in the greatest devotees; yet that does not make God
or the Sant any less the bringers of liberation. A perverse mind sees everything perversely. Shishupal said
that the Pandavs were of mixed birth and unrighteous for sharing one wife, and that Krishna was a fraud who
began by
killing a woman, then a crane and a calf, and was no God for being worshipped by the Pandavs. That was the demonic mind of
Shishupal; God's devotees saw no such faults.

Yoganand Muni said that one would not see fault in great devotees, but might in ordinary ones. Greatness is
not as you think, Maharaj replied. It comes from conviction in God present before one and from living by his
commands; without these, however great a person is in worldly terms, he is small. Every devotee in their
satsang has that greatness, so no one should find fault with them over some trait of the body.
""", """Devotees take from it that every devotee with faith in God and obedience to him is great, and that
fault-finding among them springs from a demonic mind."""),
            D("gadhada-i-32", "The nest and the stake", """
Shriji Maharaj contrasts two kinds of people. The worldly person enjoys sights, sounds, tastes and
pleasures that have nothing to do with God. The devotee enjoys these too, but only those connected
with God: talks about him, songs in his praise, his image.

He gives two images. Birds fly out during the day to find food, but at night they return to their nest.
Cattle graze wherever they wander, but in the evening they return to the stake where they are tied. In
the same way, a devotee may feed on discourses and devotional songs, but should always return to his
true nest, God himself, in meditation.

He then explains how to meditate. A person should watch which of the three qualities is prevailing in
the inner faculties. When sattva prevails, the mind is clear, and one can dwell happily on God's form;
that is the time to meditate on it. When rajas prevails, the mind is stirred up with thoughts; when
tamas prevails, it goes blank and empty. Those are not the times to try to hold God's form.

When rajas stirs up thoughts, one should not lose heart. One should understand oneself as the self,
separate from the thoughts rising in the mind, and, believing that God always dwells within that self,
go on worshipping him.
""", """Devotees take from it a practical way of meditating: to notice the state of the mind, to
return to God as a bird returns to its nest, and not to despair when thoughts crowd in."""),
            D("gadhada-i-33", "Three ways of taking refuge", """
At Gadhada at the start of 1820, Muktanand Swami asked for one means that pleases God as much as all the
countless means in the scriptures together. Shriji Maharaj named it: firm refuge in God, with no hollow
in it anywhere. That refuge, he said, comes in three ways.

Some take refuge simply, without reasoning; such a person is so unquestioning that not even someone like
Brahma could shake him. Some take refuge through love; their love for God is so firm that even if they
tried to love something else by force, they could not. And some, with a broad intelligence, take refuge
through understanding. They understand God as with and beyond qualities, as pervading all and yet
distinct from all; they understand the creation that has come from his maya, the way of his
incarnations on earth, and how at the time of creation he works as Akshar, as Purusha and Prakriti, as
the cosmic person, as Brahma and the other progenitors, and as Narad, the Sanaks and others for the good
of souls; and they understand Purushottam as above all and unchanging. Their refuge cannot be shaken
by others or even by themselves, and when God in a human body acts with power or without it, their minds
are not confused.

Then Maharaj asked Muktanand Swami which of the three was his own. Every devotee has a mixture, he said,
but the one that predominates is his. Muktanand Swami and Brahmanand Swami said theirs was
understanding, and the other sadhus too named their own.
""", """Devotees take from it that firm refuge in God is the one means that pleases him, and that it may
rest on simple faith, on love or on understanding."""),
            D("gadhada-i-34", "The wheel God set turning", """
At Gadhada in 1820, Shriji Maharaj stopped the singing for questions, and Brahmanand Swami asked why the
jiva's mind does not stick to God, the home of all bliss and beyond everything, while it sticks readily to
worthless, perishable things of maya. 

From the day God created this world, he said, he set it turning like a wound-up mechanism, so that he need
never labour over it again and the world would multiply of its own accord. So a man naturally loves a woman,
a woman a man, and both the children born to them. That love itself is God's maya. One who is not swept
along in its current keeps his mind on God's form. So God's devotee should see the faults in the things of
maya, become detached from them, know God as full of all bliss, and keep his mind on him. Without that
detachment, once separated from God's form, even great released souls like Shiva, Brahma and Narad are
carried off by the things of maya. 

Then Muktanand Swami asked: finding God is very rare, and there is no greater gain or joy; why then do people
leave that joy and suffer for worthless things? Whenever a person strays from God's word, Maharaj said, he
suffers; as long as he keeps to it, he stays in a joy like God's own, and the more he breaks it, the more he
suffers. Renunciants should live by their commands, such as the eightfold celibacy, and
householders by theirs, such as faithfulness to their own wife. For one turned
from God, joy and pain come from his karma; for God's devotee, pain comes from breaking God's commands for
worthless things, and joy from keeping them.
""", """Devotees take from it why the world's pull feels natural, and that their joy or suffering follows
how faithfully they keep God's commands."""),
            D("gadhada-i-35", "Milk with a drop of venom", """
At Gadhada in 1820, Shriji Maharaj asked the sadhus why one person of little intelligence never slackens
in striving for his own liberation, while another with great intelligence, clever enough to find flaws
even in the great, does not walk the path of liberation at all. The sadhus' answers did not meet his
objections, and he answered himself.

The second man's intelligence is great, but it is polluted. Sweetened milk from a fine buffalo becomes
poison if a snake's saliva falls into it, and whoever drinks it dies. In the same way, this man has
found fault with some great sant or with God, and that fault-finding has entered his intellect like the
snake's saliva; how could he walk the path of liberation? Even those who listen to his talk lose their
hold on satsang, and wherever he is born he will oppose God or God's devotees. One whose intellect is not
polluted in this way keeps striving for his liberation even if his intelligence is small.

Muktanand Swami asked whether such a person ever turns towards God. Never, Maharaj said. Then what can
keep one's intellect from becoming demonic in this way? Maharaj named four things that must never be
held towards God or the Sant: anger, pride, jealousy and deceit. Whoever keeps even one of them is like
Jay and Vijay, who were very wise, yet fell from Vaikuntha through their pride towards the Sanaks, and
their intellect became demonic. Then the virtues of God and his devotees look to such a person like
faults, and wherever he is born he becomes one of Shiva's attendants or a king of demons, worshipping God
only through enmity.
""", """Devotees take from it a warning that the sharpest mind is poisoned by finding fault with God and
the holy, and that anger, pride, jealousy and deceit towards them are to be avoided."""),
            D("gadhada-i-37", "The devotee whom God honours", """
Shriji Maharaj first explains how to let go of attachment to one's birthplace and family. Understand
yourself as the self, not the body. The relationships of this body are like those of your earlier
births: you have forgotten the parents of your past lives through ignorance; through knowledge, you
should become as free of attachment to the relations of this one.

He then speaks of his own nature, to show what a devotee should be. He has no attachment to any of his
relatives, he says; and even someone as virtuous as the sage Narada would not please him if he lacked
devotion to God.

But the one who has devotion in his heart, and understands God to have a form and to be the doer of
all, receives from him the highest honours. Such a devotee is dear to him. Time, karma and maya have
no power over him. God places the dust of that devotee's feet on his own head, is careful never to hurt
him, and longs to see him. On leaving the body, he attains a divine form in God's abode and serves God
forever. To see such a devotee is the same as seeing God, and his presence alone can lift countless
souls.
""", """Devotees take from it how highly God values devotion, above virtue or learning, and the reverence
they owe to those in whom it lives."""),
            D("gadhada-i-38", "Paying off the debt of desire", """
At Gadhada, Shriji Maharaj compares worldly desires to a debt. Someone who borrows from a merchant and
does not pay something back each month soon finds the debt too large to clear. In the same way, a
devotee should look into his own mind regularly and remove his desires little by little, before they
pile up.

He gives three ways of doing this: to keep remembering God's divine deeds while understanding his
greatness; to open one's impure thoughts to someone who is free of such thoughts and able to free others
of them; and to keep one's dharma and, aware of God's greatness, make a steady effort to clear the mind.

What matters, he says, is the mind. However much outward work a person does, his mind should stay pure;
and however many outward austerities he practises, they help little if the mind still craves. The true
renunciant is the one whose mind never again wants what he has given up, and the true householder is
the one whose mind is free of worldly desire.

He also explains the Ekadashi fast in this light: the ten senses and the mind, the eleventh, are to be
drawn back from their objects and attached to God, and a devotee should keep that fast all the time.
Finally, he says that the one who listens, speaks, understands and knows is the self, the jiva.
""", """Devotees take from it the habit of clearing small desires as they arise, and the reminder that
an inward fast from the pull of the senses matters more than outward show."""),
            D("gadhada-i-39", "Two ways the liberated see the world", """
At Gadhada in 1820, a Vedantin Brahmin came to Shriji Maharaj, who asked him to explain, by the
Vedas, Puranas, smritis and epics, above all Vyas's words, not some invented book, how he
could teach one Brahman alone and call the jiva, ishvara, maya, the world and the scriptures themselves
unreal. None of the Vedantin's arguments survived
Maharaj's objections.

Then Maharaj gave the answer. Those who have become liberated by worshipping God, he said, are in two kinds
of state. A man standing on Mount Meru sees all the lesser mountains and trees, and the ground that bears
them, each distinctly; in the same way the liberated soul in trance with distinctions sees jiva, ishvara,
maya and Brahman, their support, each distinctly. A man standing on the far Lokalok mountain sees all the
mountains and trees below as one earth, not separately; so the greatly liberated soul in trance without
distinctions sees jiva, ishvara and maya as one Brahman. Because of these two states, the world is spoken of
both as real and as unreal. The words of those with distinctions, found in the scriptures, call it real;
the words of those without call it unreal, not because it is unreal but because in their state they do not
see it. For one in the sun's chariot there is no
night, while on earth there are nights and days.

Explained this way, the scriptures do not contradict themselves. But one who has not reached that state,
and merely repeats from books that Brahman alone is real, calling guru, disciple, jiva, ishvara, maya, the
world and the scriptures imaginary, is a great fool and ends in hell. The Vedantin said there was no room
for doubt, called Maharaj God come for the world's good, and took refuge in him.
""", """Devotees take from it a way to read the scriptures' talk of oneness without denying the reality of
God, souls and the world."""),
            D("gadhada-i-40", "Trance with wishes, trance without; devotion and worship", """
At Gadhada in 1820, Muktanand Swami asked Shriji Maharaj what is meant by trance with thoughts,
savikalpa samadhi, and trance without them, nirvikalpa samadhi.

One who is established in God's form, Maharaj said, has no impure desires left, but may still have pure
ones: to become like Narad, the Sanaks or Shuk; to go and perform austerities with the sages at the
hermitage of Nar-Narayan; or to go to Shvetdvip and, by austerity, become like its released souls. One
who still has wishes of this kind is said to be in trance with thoughts. One who has no such wishes, who
has attained a likeness to Akshar Brahman and stays immersed only in God's form, is said to be in trance
without thoughts.

Muktanand Swami then asked what difference there is between devotion, bhakti, and worship, upasana.
Devotion, Maharaj said, is worshipping God in the nine ways the scripture lists: hearing of him, singing
of him, remembering him, serving his feet, offering him worship, bowing to him, serving him as his
servant, befriending him and offering him one's whole self. Upasana is a firm conviction that God always
has a form. It does not leave even when the worshipper himself becomes of the nature of Brahman; however
many books arguing that God is formless he hears, he understands God as always with form; whatever the
scriptures seem to say, he upholds God's form and never lets his worship be undermined. One with such
firm understanding is said to have upasana.
""", """Devotees take from it that the highest absorption wants nothing but God's form, and that their
worship rests on an unshakeable conviction that God has a form."""),
            D("gadhada-i-41", "I am one, may I become many", """
At Gadhada in 1820, Nrusinhanand Swami raised the scripture in which God says, I am one, may I become many.
Some scholars and Vedantins take it to mean that the one God who existed at dissolution himself became all the
jivas and ishvaras at creation. Only a fool could accept that, he said; God is unfailing and cannot fall from
himself to become jivas and ishvaras. What is the right meaning?

Shriji Maharaj said its meaning is given in the prose hymn of the Vedas in the Bhagavat: God enters the many
kinds of bodies he has made, as their cause and indweller, and shines in them in greater or lesser measure.
At creation Purushottam, who is beyond Akshar, looks towards Akshar, and Purusha appears from it; entering
Akshar and then Purusha, he moves Prakriti, and as he enters further, creation unfolds: from Prakriti-Purush,
Pradhan-Purush; from them the great principle; from that the threefold ego; from ego the elements, sense
objects, senses, inner faculties and deities; from these the cosmic person; from his navel-lotus Brahma; from
Brahma the progenitors, Kashyap, the gods, demons and all moving and unmoving beings.

Purushottam dwells in all of them as their cause and indweller, but not equally: less in Purusha and Prakriti
than in Akshar, less in each later link of the chain, less in humans than in gods, and less in animals and
birds than in humans. As fire in wood is large in a large log, long in a long one and crooked in a crooked one,
so he is present in each with the power needed for the work to be done through it. So the one Purushottam
enters all of them as their indweller; he does not himself become the jivas and ishvaras. 
""", """Devotees take from it that God indwells and empowers all beings without ever becoming them, so that
he remains himself, distinct from the souls he sustains."""),
            D("gadhada-i-43", "Wanting nothing but to serve", """
At Gadhada in 1820, Shriji Maharaj looked at the assembly with compassion and asked a question. The
Shrimad Bhagavat and other great devotees say that God's devotees do not desire the four kinds of
liberation: to live in God's realm, to live near him, to have a form like his, or to have powers like his.
They want only to serve him. Why do they not want those four?

When none of the paramhansas could answer, he did. A devotee who wants those four kinds of liberation is a
devotee with desires; one who wants none of them, only God's service, is a desireless devotee. The
Bhagavat says that devotees fulfilled by serving God do not accept those kinds of liberation, even when
offered, if they do not include his service; how much less do they want anything else, which time
destroys. Such desireless devotees God keeps in his own service, and though they do not ask for it, he
gives them his own powers and joys even against their will, as Kapil taught his mother.

In the Gita, he said, God calls such a desireless devotee the one with knowledge, and the devotee with
desires the one who seeks gain. So God's devotee should want nothing but to serve him; if he does want
something else, that much is still unripe in him, and he should remove that unripeness through the
company of God's single-minded, desireless devotees.
""", """Devotees take from it the ideal of loving service that asks for nothing, not even liberation, and
the company that ripens it."""),
            D("gadhada-i-44", "The tailor and the coat", """
Shriji Maharaj describes the devotee whose love for God is complete: his remembrance of God is never
broken, and if any thought other than God enters his mind, it pains him like the touch of a red-hot
branding iron. Such intense love, he says, comes only through close association with the Satpurush,
the truly holy person.

He then gives an image. Suppose a tailor sews you a coat, and you decide that the tailor is your father
and his wife your mother. Everyone would call you a fool. Yet the soul has received a body, like a coat,
in each of countless lives, and a person who believes the body to be himself, and its parents to be his
own, is making the same mistake.

As long as a person identifies with the body, he says, all his understanding is of no use; and as long
as he is proud of his caste or his stage of life, the virtues of a sadhu will not take root in him.

The true sadhu is the one who has let go of "I" and "mine" towards the body and its relations,
understands his self as one with Brahman, gives up worldly desires, and worships God while keeping his
own dharma. Between such a person and God, no distance remains.
""", """Devotees take from it that the body is only a garment the self wears for a while, and that
letting go of pride in it is the ground of love for God."""),
            D("gadhada-i-45", "God has a form; Brahman is his light", """
At Gadhada in 1820, Gopalanand Swami raised a dispute. Some Vedantins say that God has no form, and cite
scriptures that seem to say so; devotees such as Narad, Shuk and the Sanaks teach that he has one. Which
side is right?

Shriji Maharaj answered that God, Purushottam, always has a form: a form of immense radiance. Brahman,
the being, consciousness and bliss that pervades everything as the inner controller, is the light of
that embodied God. Scripture itself says that God looked towards maya; one who looks does not have eyes
alone, but hands and feet as well, so that text already speaks of a form.

He offers comparisons. Water everywhere is called formless, yet Varun, its presiding deity, has a form
in his own realm. Flames are formless, yet the fire god has a form in his realm. Sunshine spread over the
earth is formless, yet the sun god within the sun's disc has a form. In the same way Brahman is formless
and Purushottam has a form, and the pervading Brahman is his light.

When a scripture says the Supreme has no hands or feet, it denies hands and feet made of maya; God's
form is divine, not worldly. And the formless light that pervades jivas and ishvaras still governs them,
giving each the fruit of its actions, just as one with a form would act; so even that light should be
understood as if it had form.

So God, he concludes, is always with form and never formless; those who call him formless have not
understood.
""", """Devotees take from it the basis of their worship of God in a definite, divine form, with the
all-pervading Brahman understood as his radiance rather than his rival."""),
            D("gadhada-i-48", "A daily prayer for protection", """
At Gadhada in 1820, Shriji Maharaj asked everyone to listen carefully. A devotee of God, he said, should
every day worship God, sing his praise, and then ask him to protect him from bad company.

He named four kinds of bad company. The first are the Kundapanthis, who would make him break his vows and lose
his way. The second are the followers of the Shakti cult, who would have him take
liquor and meat and so fall from his own dharma. The third are the dry Vedantins,
who would call God's abode, his ever-divine form and the forms of his incarnations false, and so lead him
away from devotion and worship. The fourth are the atheists, who make out that karma alone is real and
Shri Krishna, the Supreme, is not, and so lead him off the path of the timeless scriptures. So he should
pray never to fall into the company of any of these four.

He should also pray to be protected from the enemies within, lust, anger, greed, delusion, egotism,
jealousy and identification with the body, and to be given always the company of God's devotees. Praying
this way daily, a devotee should stay wary at all times of both the bad company outside and the enemies
within.
""", """Devotees take from it a daily prayer to be kept from company and inner passions that would draw
them from devotion, and for the company of God's devotees."""),
            D("gadhada-i-49", "What looking inward means", """
At Gadhada in 1820, Shriji Maharaj asked the sadhus to put questions, and Brahmanand Swami asked why the
mind stays on God only when held there by force, while it turns to the things of the world by itself.

For a true devotee of God, Maharaj answered, it is the other way round: his mind will not rest anywhere
but on God, and his worry is rather that it would be very hard for him to keep his mind on worldly
things. It is for worldly people that keeping the mind on God is hard. So one whose mind does not stay
on God is not yet God's devotee; but if he keeps coming to satsang and listening to the Sant's talks, he
will gradually become one.

Brahmanand Swami then asked what the means is to keep the mind on God in this way. Maharaj named it:
looking inward. Looking inward means keeping one's gaze on the form of God as one has met him, present
in person. Even if someone sees the six chakras of yoga, or God's abodes such as Golok and Vaikuntha, it
is not looking inward if that form is missing. To hold God's form in the heart and keep looking at it,
or to keep looking at his form outside, is what looking inward means; wherever else the mind rests is
looking outward.

Then he asked the paramhansas to pair off and question one another, and listened for a long while,
testing their understanding.
""", """Devotees take from it a simple measure of inwardness: not visions or yogic experiences, but the
mind's steady gaze on the form of God they have come to know."""),
            D("gadhada-i-50", "The truly sharp intellect", """
At Gadhada in 1820, Shriji Maharaj asked the sadhus a question. It is said that one with an intellect as
sharp as the tip of kusha grass attains Brahman. Is that sharp intellect found in someone who knows a
great deal about worldly affairs, or in someone who knows the meaning of the scriptures and Puranas well?

When the sadhus could not answer, he did. Some people are very clever in worldly dealings, yet make no
effort at all for their own liberation; some know the meaning of the scriptures, Puranas and epics
thoroughly, yet make no effort for their liberation either. Such people should not be thought sharp; their
intellect is dull. But one who strives for his liberation has a sharp intellect, even if he has little
intelligence; and one who has devoted himself to worldly affairs has a dull intellect, however keen it is.

He quoted the Gita: what is night for all beings, the self-controlled one is awake to; and what all beings
are awake to is night for the sage who sees. Worshipping God, he explained, is night for the minds of all
worldly beings: they are in darkness about it and do not worship him. God's devotees are awake to it and
worship him constantly. The minds of all beings are awake to the pleasures of sound, touch, sight, taste
and smell, always enjoying them; but for God's devotees those pleasures are night, and they do not indulge
in them.

So, he concluded, only those who are alert to their own liberation have sharp intellects; everyone else,
however clever, is a fool.
""", """Devotees take from it that true intelligence is measured by care for one's own liberation, not by
worldly skill or learning."""),
            D("gadhada-i-51", "Only a diamond cuts a diamond", """
At Gadhada in 1820, Purnanand Swami raised a difficulty. The ten senses come from rajas and the four inner
faculties from sattva, so all of them are made of maya, while God is beyond maya. How can a mind made of maya be
convinced of him, and how can eyes made of maya see him? Shriji Maharaj sharpened it: if faculties made of maya can know God, he too would seem to be of maya.

He answered by tracing everything back to its cause. The earth is present in every pot and cloth on it and yet
distinct; seen from the earth's view, there is nothing but earth. The earth came from a fraction of water, which surrounds and pervades it; from water's view there is only
water. Water came from light,
light from air, air from space; from space's view there is nothing but space. Space came from the tamasic ego; the three kinds of ego, with the senses,
mind and deities, from the great principle; that from Prakriti; Prakriti from Purusha; countless
Purushas from Mahamaya; Mahamaya from Mahapurush; and Mahapurush from Akshar, God's abode. From each cause's view there is only that cause, and beyond Akshar is Purushottam, the creator,
sustainer and destroyer of all, pervading all his effects yet distinct; from his view nothing but him appears.

That God, out of compassion, appears on earth for souls' liberation. When a soul, through the
company of the sant, understands his greatness like this, its senses and mind become of God's own nature, and then
it is convinced of him. As only a diamond can cut a diamond, only God makes one sure of God and shows God; senses
and mind made of maya cannot.
""", """Devotees take from it that God is known by God's own grace working through the company of the sant,
not by faculties made of maya."""),
            D("gadhada-i-52", "Knowing God through four scriptures", """
At Gadhada in 1820, the reading said that one who understands God's form through four scriptures, Sankhya,
Yoga, Vedanta and Pancharatra, is a complete knower. Muktanand Swami asked how God is known through them, and
what is lacking in one who does not know him through all four.

Sankhya, Shriji Maharaj said, calls God the twenty-fifth principle; since jivas and ishvaras can do nothing
without God, just as the twenty-four elements cannot, it counts them with the elements as the field, and God
as the knower of the field. Yoga calls God the twenty-sixth and gives him a form, counts jivas and ishvaras as
the twenty-fifth, distinct from the elements, and teaches one to know oneself as distinct from them and
meditate on God. Vedanta calls God the cause, pervader and support of all, beyond qualities, without a second,
stainless, a doer who is not a doer, without worldly attributes but with divine ones. Pancharatra says that
Shri Krishna Purushottam alone becomes the four forms, Vasudev, Sankarshan, Aniruddha and Pradyumna, takes
births on earth, and that whoever worships him in the nine ways is liberated.

 By Sankhya alone one would take one's own self for the twenty-fifth and miss God. By Yoga
alone one would take God's form as limited, not as the all-pervading indweller. By Vedanta alone one would
take him as formless, missing his eternal form without worldly limbs but with divine ones. By Pancharatra
alone one would see his incarnations as merely human and confined to one place. Understood together, each
corrects the others. One who drops one is three-quarters a knower, two, half, three, a quarter; and one who
drops all four and follows his own fancy, whether Vedantin or worshipper, has lost the way; the one is a
false knower, the other a false devotee.
""", """Devotees take from it that a full understanding of God keeps his form and his all-pervading
greatness together, each view correcting the others."""),
            D("gadhada-i-55", "Why steadiness wavers", """
At Gadhada in 1820, Shriji Maharaj invited questions, and Muktanand Swami asked why a person's steadiness
in worship, remembrance of God and keeping his vows does not stay the same.

It wavers, Maharaj said, because of unfavourable place, time, action and company. Steadiness itself comes
in three degrees, the highest, the middle and the lowest; and if place, time, action and company become
very bad, they can break down even the highest, let alone the other two. If someone's steadiness stays as
it was even in very bad circumstances, it shows the strength of seeds sown in past lives and of great merit.

On the other hand, if place, time, action and company are all very pure and a person's mind still turns
foul, then some great sin of a past life or of this one is obstructing him, or he has wronged some great
devotee of God; for in good circumstances his heart still goes bad. If he now serves a great holy person
with vigilance, those sins will burn to ashes. But if he keeps company with great sinners, his sin will
grow and whatever merit he had will be destroyed.

And one who sits with his arm around the neck of a drunken dancing girl, and then blames God for not
keeping his mind steady, should be known as a great fool.
""", """Devotees take from it that their steadiness depends on the places, company and actions they choose,
and that serving the holy burns away what drags them down."""),
            D("gadhada-i-57", "Simple love, and the enemy within", """
At Gadhada in 1820, Shriji Maharaj invited those who were able to ask questions, and Muktanand Swami
asked what the distinctive cause of liberation is. Two things, Maharaj said: knowing God's form, and
knowing God's greatness.

Muktanand Swami then asked what love for God is like. Love, he answered, should not be a matter of
calculation. Love that rests on weighing someone's virtues breaks as soon as a fault is seen. So let
love stay as it has formed, without setting it up and pulling it down again by reasoning; love God
simply, even naively, as people love their own relatives. He called this the love of simplicity, and
added that the love that grows from knowing God's greatness is of another kind again.

Shivanand Swami asked why some unfitting trait persists even in one who wants to stay in satsang.
Maharaj replied with questions of his own. As long as a person feels no aversion to a trait that gets in
the way of satsang, does he really want satsang fully? Has he really seen that trait as his enemy? If a
friend of ours killed our brother, the friendship would end at once and we would be ready to take his
head, because a brother is closer than a friend. In the same way, if a trait of ours could make us break
our vows and turn away from satsang, and we still feel no enmity or anger towards it, we do not fully
love satsang. If one loved satsang as one loves a brother, one would root out the bad trait at once;
for the jiva is very powerful. The mind and senses are only its field, and the jiva is the knower of
that field: whatever it resolves to do is done.
""", """Devotees take from it to love God without calculation, and to treat any habit that threatens
their satsang as an enemy, not a friend."""),
            D("gadhada-i-58", "Pleasing the great Purush", """
At Gadhada, Shriji Maharaj explains where the disturbing forces of the three qualities come from and how
each is removed. If they arise from the body, they are overcome by reflecting on what is the self and
what is not. If they come from bad company, the company of a sadhu removes them. If they come from the
impressions of past lives, only pleasing a truly great holy person, the great Purush, removes them.

Pleasing such a person, he says, can turn even adverse destiny into good fortune, make a beggar into a
king, turn aside a disaster that was coming, and wipe out the bad impressions of the past. The way to
please him is to be honest, to give up one's ingrained faults, and to act humbly.

He adds a warning: whatever faults a person imagines in the great Purush come to live in the one who
imagines them, while seeing him as free of faults frees the seer of his own.

The staunch devotee, he says, dislikes the attractions of the senses and has firm faith in God. One
becomes such a devotee by seeing the great Purush as faultless and by serving God's devotees as the
servant of their servants, recognising their greatness. For such a devotee, bad natures fall away and
good qualities grow day by day.
""", """Devotees take from it that humility and service towards the holy can undo even deep-rooted
faults, and that how we see the holy shapes what we ourselves become."""),
            D("gadhada-i-59", "Love that does not yet know itself", """
At Gadhada in 1820, Muktanand Swami asked what gives rise to an extraordinary love for God. Shriji Maharaj
named it: trust that the one I have met is certainly God; faith; and knowledge of his glory, that he is the
lord of Brahmamahol, Golok, Shvetdvip and every abode, the lord of countless universes and the doer of all.
Such a devotee regards none of Purusha, time, karma, maya, the three gunas, the twenty-four elements or the
gods like Brahma as the creator of this universe; he knows Purushottam alone as its doer and the indweller
of all. Conviction in God present before him, with such understanding, is the cause of extraordinary love.

What if someone knows God's greatness this way and still does not feel that love? Then, Maharaj said, he
has it but does not know it. Hanuman had boundless strength but did not know it until someone reminded him;
when the demon Pralamba carried Balram away, Balram's strength was boundless, but he realised it only when
a voice from the sky told him. In the same way such a devotee has extraordinary love for God without being
aware of it. It becomes known to him through satsang and hearing the true scriptures.

Muktanand Swami also asked whether it is company that makes place, time and action good or bad. The earth
is the same everywhere, Maharaj said, and so is time; but where a very great and capable person lives, by
his power a bad place, time and action become good, and where a very wicked person lives, good ones turn
bad. So persons are the cause. A very powerful one shapes them across the whole earth, a lesser one in a
country, lesser still in a village, and the least in a street or his own home.
""", """Devotees take from it that knowing God's greatness already holds a love that satsang brings to light,
and that holy people make the places around them holy."""),
            D("gadhada-i-60", "When pleasant and unpleasant are alike", """
At Gadhada, Shriji Maharaj gives a sign by which a devotee can know that his worldly desires have been
overcome: when pleasant and unpleasant objects of the senses naturally seem the same to him.

He calls overcoming desire the greatest of spiritual efforts and the very dharma of a devotee who is
devoted to God alone. Even a trace of desire left behind, he warns, is enough to pull a person out of
deep meditation.

He names the means. Look within and weigh honestly how much desire remains and how much love for God
there is. Strengthen the understanding that one is the self and not the body. See how small the
pleasures of the five senses really are. Understand God's greatness, and reflect on his bliss. And he
adds that this single-minded devotion is learnt by following the instructions of a holy person who is
himself free of desire; it cannot be gained from books alone.

Finally he describes how it feels once desire is overcome: the devotee senses that he has always been
free of it, and that whatever desire once seemed to be there was only a kind of illusion.
""", """Devotees take from it an honest measure of their progress, and the hope that desire, once seen
through, turns out never to have belonged to the self at all."""),
            D("gadhada-i-61", "King Bali's doorkeeper", """
At Gadhada in 1820, Muktanand Swami asked how to keep one's composure unshaken by lust, anger, greed and
fear. Only a very firm knowledge that I am not the body but the self, distinct from it and the knower of
all, keeps it, Shriji Maharaj said; no other means does.

Brahmanand Swami asked how much that self-knowledge helps at the moment of death. A swimmer crosses a river
and a non-swimmer is stuck, Maharaj said, but to cross the ocean both need a ship. Cold and heat, hunger and
thirst, honour and insult, joy and pain are a river that self-knowledge can cross; death is an ocean, and
with or without self-knowledge one needs the ship of worship of God. At the end only firm refuge in God is of use. 

Muktanand Swami asked whether supernatural powers come in the way of devotees with wavering
conviction or firm. They come only to those with mature conviction, Maharaj said, and God himself
sends them to test whether the devotee loves him or the powers. If he is a true, desireless, single-minded
devotee who wants nothing but God, God himself comes under his control. Vaman took King Bali's kingdom, covering the
worlds in two steps and taking Bali's own body for the third; Bali gave all
with faith, was bound without fault, and still did not fall from devotion. So God was bound by that devotion,
and to this day stands at Bali's gate and never leaves his sight.

So if we give up every other desire, offer everything to God and remain his servants, then the more he
tests us with hardship, the more he comes under our control. So be glad when he tests us, and never step back
out of pain or for the body's comfort.
""", """Devotees take from it that firm refuge in God carries them where self-knowledge cannot, and that
trials accepted gladly bind God to his devotee."""),
            D("gadhada-i-62", "How God's virtues come into a sant", """
At Gadhada in 1820, Swayamprakashanand Swami recited the Bhagavat's list of thirty-nine auspicious virtues,
truthfulness, purity, compassion, forbearance, renunciation, contentment, straightforwardness and the rest,
that always dwell in God, and asked how they come into a sant.

They come, Shriji Maharaj said, through a true conviction in God's form. Such a person does not take God to be
like time, karma, nature, maya or Purusha, but distinct from them all, their controller and the doer of all,
and yet untouched by his doing. His conviction in God before him does not waver, whatever arguments he hears or his own mind raises. One with such a conviction has come into
relation with God, and one naturally takes on the qualities of what one is related to. When our eyes meet a
lamp, its light enters them and the darkness before them goes; so when a person is related to God through firm
conviction, God's auspicious virtues come into him, 

Nirvikaranand Swami asked why, even with conviction, good virtues do not come, and pride and jealousy grow day
by day. Put nectar and deadly poison, milk-pudding with sugar and opium, all in God's offering plate, Maharaj
said, and each keeps its own nature. So a demonic, unworthy soul keeps its nature even near God, harms some
humble devotee, and comes to ruin; for God, dwelling in all as indweller, is insulted when his devotee is
insulted. Hiranyakashipu ruled the three worlds, yet when he harmed Prahlad, God burst from a pillar as Narsinh
and destroyed him. So a devotee should be very humble and insult no one, knowing that God dwells even in the
poor; a sadhu, fearing God, the humbler of the proud, should keep no pride and hurt not even an ant.
""", """Devotees take from it that firm conviction in God draws his virtues into a devotee, and that
humility towards the least of beings guards it."""),
            D("gadhada-i-63", "Faith that is whole", """
At Gadhada, Shriji Maharaj contrasts weak faith in God with complete faith. The person whose faith is
lacking loses heart when God shows no miracles, blames God when he cannot master his own impure
thoughts, and sees in God the very faults he carries himself.

The person whose faith is complete feels that in meeting God present on earth he has gained all there is
to gain, and lives in joy. He understands the greatness of God and of God's devotees. However
renounced he is, he will gladly take up any worldly task God asks of him. Whatever ingrained habit he
has, even one that a million efforts could not remove, he drops at once when he senses that God wants it
dropped. He cannot bear to be away from talk of God, songs of God, or God's Sant even for a moment. He
looks for faults only in himself and takes in the virtues of the Sant.

Shriji Maharaj then explains what it is to know God's form perfectly. Akshardham stands above every
other abode; Akshar is the cause of Prakriti and Purusha, so vast that countless universes float like
specks in it, and it has a divine form. Purushottam is the master of that Akshar, and it is he who hides
his powers and becomes like a human being so that souls may be liberated. One who knows this has
nothing left to know, and time, karma and maya cannot bind him.
""", """Devotees take from it a mirror for their own faith: whether they blame God or look within, and
whether they let go of a habit the moment God wants it gone."""),
            D("gadhada-i-64", "The body and the indweller", """
The scriptures say that the self and Akshar are the body of God, and that God is their indweller.
Shriji Maharaj explains what this means. God pervades them, depends on nothing and is all-powerful;
the self and Akshar are pervaded by him, depend on him, and have no power apart from him. God is
beyond even Akshar, which is beyond everything else; he inspires all and rules all.

He then compares two kinds of worshippers. Those who offer devotion and worship to God understanding
him to have a divine form come to share in qualities like his, gain countless spiritual powers, and
remain in his service. Those who worship him understanding him to be formless fall into a deep sleep
in Brahman, brahma-sushupti, from which they do not return.

These truths, he adds, can be understood only from someone who firmly believes that God is eternally
divine and has a form.
""", """Devotees take from it the Vachanamrut's insistence that God has a divine form, and that
worshipping him as such leads to a living relationship of service rather than dissolution."""),
            D("gadhada-i-66", "How to read the scriptures' formless words", """
At Gadhada in 1820, Shriji Maharaj said that the Bhagavat speaks throughout of the four forms of God, Vasudev,
Sankarshan, Pradyumna and Aniruddha, sometimes describing them as with qualities and sometimes as beyond
qualities. Where it speaks of God as beyond qualities, readers wrongly
conclude that God has no form.

Some words of scripture, he said, only God's single-minded devotee understands: that God is formless, light
itself, beyond qualities, pervading all. A fool takes them to mean God truly has no form; the single-minded
devotee knows they deny only forms and qualities made of maya, while God always has a divine form and countless
auspicious qualities. A mass of light implies a form it comes from. The fire god's flames hide his form and
Varun's waters hide his, yet the wise know the flames and the waters come from them; so the light of Brahman,
bright as millions of suns, is the light of Purushottam's form.

When scripture says that God takes a body to remove the earth's burden and then discards it, as one thorn is used
to remove another and both are thrown away, fools think him formless and miss the divinity of his form. The
single-minded devotee remembers how Krishna drove with Arjun from Dwarka to fetch a Brahmin's sons, crossed the
Lokalok mountain, cut through maya's darkness with his discus, entered the mass of light and brought the boys back
from Bhuma Purush. By his form's power, the wooden chariot and the horses' bodies of five elements became divine,
or they could never have gone beyond maya. The single-minded sant knows God's form as beyond Akshar and the self of
all released souls and of Akshardham; wherever scripture describes God as beyond qualities, it is praising his
form's greatness, for God always has a form.
""", """Devotees take from it how to read the scriptures' talk of a formless God without losing the divine
form they worship."""),
            D("gadhada-i-67", "How a seeker gains a saint's virtues", """
At Gadhada in 1820, Shriji Maharaj asked the sadhus a question. Suppose there is a good person who has
no love at all for the pleasures of this world and longs only for God's abode and God's form; who wants
the same for everyone who keeps his company, hoping their worldly desires will break and their love for
God grow; and who does nothing for the body's comfort, only what will bring happiness after the body is
left and God's abode is reached. With what understanding does a seeker take on that person's virtues,
and with what understanding does he fail to?

Muktanand Swami answered that if the seeker regards such a person as divine, takes his words as true and
lives by them, he takes on his virtues; otherwise he does not.

That is right, Maharaj said, but he described the understanding more closely. The seeker should admire
the great person this way: he is truly great; lakhs of people stand before him with folded hands, yet he
does not want the least of worldly pleasures; while I am wretched, attached only to worldly pleasure and
understanding nothing of God; shame on me. Seeing the great one's virtue and his own faults, he feels
remorse, and as that remorse continues, detachment arises in his heart, and then virtues like those of
the good person come to him.

The one who never gains them is the ill-minded man who thinks: he is called great, but he has no sense;
he does not know how to eat or drink, how to dress, or how to enjoy the comforts God has given him, and
even when he gives something away he gives without judgement. One who imputes endless faults to the good
person in this way will never gain his virtues.
""", """Devotees take from it that admiring the holy and feeling remorse for one's own failings is the way
their virtues take root in us, while fault-finding shuts them out."""),
            D("gadhada-i-69", "The dharma of the sadhu", """
At Gadhada in 1820, after the evening arti and the chanting of Narayan's name, Shriji Maharaj asked what
dharma is, according to the scriptures. Even violent kings, he pointed out, would not kill one who had come
to them for refuge, nor let others kill him. Is killing anyone else a sin, as killing one who seeks
refuge is? No one's answer withstood his objections, and the sadhus asked him in turn: the scriptures
speak of a dharma that includes the killing of animals in sacrifices, and of a dharma of non-violence;
which is true?

The dharma that involves violence, Maharaj said, serves righteousness, wealth and pleasure, and it was
taught only to restrict violence. It is followed out of attachment, not for liberation. The dharma of
non-violence is devoted to liberation and is the dharma of the sadhu; so for householders and
renunciants alike, non-violence is the dharma taught for liberation. King Uparichar Vasu kept to it even
while ruling.

So a sadhu should wish no one ill in thought, word or deed, keep no pride about anything, and live as the
servant of the servants of all. A temperament full of anger is the dharma of the wicked; to live with a
calm nature is the dharma of the sadhu. If someone asks how one who must keep thousands of people within
rules can afford to be saintly, the answer is that King Yudhishthir ruled a vast kingdom and still kept his
saintliness; there are always thousands like Bhim to do the threatening, who cannot be stopped even if one
tries. There is no shortage of fiery tempers, Maharaj said; it is becoming a sadhu that is truly rare.
""", """Devotees take from it that non-violence and a calm, humble nature are the dharma that leads to
liberation, even for those who must lead others."""),
            D("gadhada-i-74", "Like a dry leaf in the wind", """
One morning at Gadhada in 1820, Shriji Maharaj said that how much detachment and understanding a person
has cannot be seen in ordinary times. It shows only when pleasures come within reach, or when hardship
falls. Even the small trouble that Dada Khachar had recently faced, he said, had shown everyone what each
person's heart was like.

Muktanand Swami explained the devotees' feelings: they are partial to God's devotees, and they know that
when satsang is honoured many people are helped, and when it is slighted no one is; so they rejoice and
grieve with its fortunes.

Maharaj answered that we are servants of Shri Krishna Narayan, and should be content with whatever
pleases him. If he wishes, satsang will grow; if he wishes it to shrink, it will shrink. If he seats us
on an elephant, we should be happy on the elephant; if on a donkey, happy on the donkey. We should love
nothing but his feet. Whether by his will the whole world joins satsang, or everyone leaves it, we
should hold on to neither joy nor grief, for all that happens is his doing.

So, like a dry leaf that goes wherever the wind carries it, a devotee should stay in God's hands,
worship him joyfully, and let no agitation enter the mind.
""", """Devotees take from it a picture of surrender, the dry leaf in the wind, for times when fortune
turns for them or for the causes they care about."""),
            D("gadhada-i-75", "When a family is blessed by one devotee", """
At Gadhada in 1820, Sura Khachar asked about the saying that when one devotee of God is born in a family,
seventy-one generations are saved. Some in that lineage may even hate the sants and God; how are they
saved?

Shriji Maharaj answered with examples. Devahuti came to the sage Kardam as his wife, yet because she loved
him, she was liberated. The fifty daughters of King Mandhata married the sage Saubhari because they were
attracted by his looks, yet because they loved him, all of them attained the same good end as the sage.
So if the family members of a devotee feel that they are greatly blessed to have a devotee of God born
among them, and love him with a sense of his greatness, all of them will be liberated; and even ancestors
who have died and gone to heaven will be liberated if they feel this way and love that devotee. But one who
bears enmity towards God's devotee will not be liberated; the more he opposes him, the more his mind is
corrupted, and at death he falls into the same pit of hell as those who commit the five great sins. So
whoever loves God's devotee, relative or not, is liberated.

Then Naja Bhakta asked how to tell apart two devotees who both look good from outside, one with a firm
conviction in God and one with a weak conviction. One who has true knowledge of the self, firm detachment,
and full devotion and observance of his own dharma, Maharaj said, has a complete conviction, joined with
a sense of God's greatness. If any one of these four is lacking, he has conviction, but without that sense
of greatness.
""", """Devotees take from it that love for a devotee of God blesses those around him, and that a complete
faith shows in self-knowledge, detachment, devotion and dharma together."""),
            D("gadhada-i-77", "No devotion without dharma", """
In July 1820, at Gadhada, the sadhus were holding a discussion of questions and answers among
themselves. During it, one of them, misunderstanding, began to argue that dharma could be set aside on
the strength of one's conviction in God.

Shriji Maharaj replied firmly. Someone who abandons dharma under the excuse of knowing God, he said,
should be considered demonic. God's form possesses countless qualities that lead to liberation, the
qualities the Earth described to Dharma in the first skandha of the Bhagavata; whoever truly takes
refuge in God acquires those qualities. Whoever has true conviction in God also acquires the thirty
qualities of a sadhu described in the eleventh skandha of the Bhagavata. Someone who lacks them should
not be considered a true sadhu.

From that day, he declared, anyone who gives up dharma, the five vows of his followers, and relies on
devotion or knowledge alone, is a blasphemer of the guru and the guru's word. Anyone who speaks of
setting dharma aside in this way should be told that he has taken the side of the demons, and his talk
should be rejected.
""", """Devotees take from it that devotion and knowledge never excuse a lapse in dharma; true conviction
in God shows itself in a disciplined and virtuous life."""),
        ],
    },
    {
        "title": "Sarangpur",
        "titleOriginal": "સારંગપુર",
        "units": [
            D("sarangpur-1", "How to know the mind is conquered", """
At Sarangpur in 1820, Muktanand Swami quoted a verse saying that whoever has conquered his mind has
conquered the world, and asked how one can tell that the mind is conquered.

When the senses draw back from sounds, touch, sights, tastes and smells, Shriji Maharaj said, and no
wish remains to obtain any of them, the senses are under control; and when the senses do not touch their
objects, the mind does not even come out as far as the senses, but stays within the heart. One who has
renounced the five kinds of pleasure this firmly has conquered his mind. If any love for them remains, it is not
conquered, whatever it seems.

Is it detachment or love for God, Muktanand Swami asked, that turns a person from those pleasures? Two
things, Maharaj replied. One is knowing oneself as the self: I am conscious and the body is inert; I am
pure and the body is foul; I am imperishable and it perishes; I am bliss and it is misery. One who sees
himself as utterly different from the body will not love pleasures as if the body were himself. The
other is knowing God's greatness: the God I have met in person is the lord of Golok, Vaikuntha,
Shvetdvip and Brahmapur and of the gods of countless universes, and he dwells in my own self. The
pleasures of all those universes together do not equal a fraction of the bliss in one hair of his body;
why would I want them instead of him?

Detachment born of these two removes every desire for pleasure for good. Without them, love for
God may look great, but it gives way when pleasure, family or illness pulls, like a puppy that is
charming only while it is small.
""", """Devotees take from it that mastery of the mind comes from knowing the self as distinct from the
body and knowing the greatness of God."""),
            D("sarangpur-3", "Hearing, reflecting, dwelling and realising", """
At Sarangpur in 1820, Swayamprakashanand Swami asked which is better: a devotee who worships God in person with
many offerings, or one who worships him in the mind with imagined offerings. If either worships with love, hair
standing on end and voice choked, Shriji Maharaj said, both are excellent; if with a dry mind, both fall short.

Somla Khachar asked how such a loving devotee can be recognised. By a deep faith in worshipping and serving God and
in his stories and songs, and a deep sense of his greatness, both staying fresh day after day and never fading, as
in Muktanand Swami, whose faith was as fresh now as when Maharaj first saw him at Loj. The Yadavs lived with Krishna
and served him like a king, but without that faith and sense of greatness no one remembers them as devotees;
Uddhav served him with both and is famed as a supreme devotee.

Nirvikaranand Swami asked what hearing, reflecting, dwelling and realisation mean. Hearing is listening with the
ears. Reflecting is thinking over what was heard, rejecting what should be rejected and accepting what should be
accepted. Dwelling is keeping what was accepted in mind day and night. Realisation is when it comes to mind
vividly, as if embodied, without effort. Done for the self, this brings realisation of the self; done for God,
realisation of God; hearing alone does not. One who only looks at God's form without reflecting and dwelling on it
will not realise it in a hundred thousand years; such seeing is like mere hearing. That is why some devotees say
they cannot picture a single limb of Maharaj in meditation: they have looked, but not reflected and dwelt. Even
worldly things seen once and never recalled are forgotten; how much more God's divine form.
""", """Devotees take from it why darshan and listening must be followed by reflection and constant
remembrance, if God's form is to stay vivid in meditation."""),
            D("sarangpur-4", "A clean distinction between self and body", """
At Sarangpur in 1820, Swayamprakashanand Swami asked how to understand the distinction between the self
and what is not the self so clearly that the two can never again seem one.

Whether it takes one verse or a thousand, Shriji Maharaj said, it must be understood cleanly, with no
muddle left; only a clean understanding brings happiness. One should understand plainly: not one quality of mine, the self,
is found in the body, and not one quality of the body, inert, miserable and unreal, is found in me, who am
conscious. Understanding this, becoming wholly free of desire, and contemplating Purushottam as pure
consciousness, is firm discrimination. One who thinks of himself as
the self for a while, then as the body, dwelling on women, is muddled and finds no peace. A little poison spoils the
finest food; in the same way, one hour of taking oneself to be the body and dwelling on women throws all
the day's reflection into the dust. 

Someone may fear dying while still unripe, with desires left. A devotee should not think so, Maharaj said:
the body will die, but I am the self, ageless and deathless. He should take courage and fix his mind on
God alone. If some desire
remains, he will reach what the Mokshadharma calls hell: the realms of
Indra and the gods, whose nymphs, vehicles and jewelled palaces are hell beside God's abode. But he will
not go to Yama's realm or the round of births, as those turned from God do; from the gods he will fall to a
human birth, worship God again, become free of desire and reach God's abode. So he should not lose heart,
but worship joyfully and trust the words of God and his Sant.
""", """Devotees take from it the value of a clear, unmuddled sense of being the self, and reassurance that
remaining desires delay but do not defeat God's devotee."""),
            D("sarangpur-7", "Where the wheel of the mind grows blunt", """
At Sarangpur in 1820, Shriji Maharaj had begun having the first book of the Shrimad Bhagavat read aloud.
It said that the holy forest of Naimisharanya is the place where the rim of the wheel of the mind grows
blunt. Muktanand Swami asked what that wheel is, and what its rim is.

The wheel, Maharaj said, is the mind, and its rim is the ten senses. The place where that rim wears down
and becomes blunt is Naimisharanya. Whatever good work is begun there, chanting, austerity, vows,
meditation or worship, grows day by day. And that place is wherever God's single-minded sadhus live.

When the senses have grown blunt in this way, no love remains for sounds, touch, sights, tastes or
smells. When a beautiful woman, or fine clothes and ornaments, come into view, the mind instead feels a
strong aversion, and the senses do not go out and stick to them.

He explained with an arrow. An arrow with a sharp head pierces whatever it strikes and goes in, and
cannot easily be pulled back out. Take the head off, and throw the bare shaft at a wall, and it bounces
back instead of sticking. So, when the senses are blunt, they do not stick to any object, however
splendid, but fall back from it like the headless shaft. When a person finds himself like this, he may
know that the rim of his mind's wheel has grown blunt.

Wherever such a Naimisharanya is found, the company of the Sant, one should seek one's liberation there,
and stay there with a very firm mind.
""", """Devotees take from it that the true holy place is the company of God's single-minded sadhus, where
the senses lose their edge and every good practice grows."""),
            D("sarangpur-9", "The ages within the heart", """
At Sarangpur in 1820, Muktanand Swami asked why the ways of the four ages arise in a person's heart.
The gunas, Shriji Maharaj said. When pure sattva prevails, the golden age, Satya, is in the
heart; sattva mixed with rajas brings Treta; rajas mixed with tamas brings Dvapar; and tamas alone brings
Kali. And the gunas themselves arise according to one's past actions.

So one in whom rajas and tamas prevail will find that single-pointed meditation does not come. Such a
person should lean on knowing himself as the self, beyond the gunas and untouched by maya's trappings,
and on God's greatness: if Ajamil, a great sinner, was freed and reached the highest state by calling
out "Narayan" to his son, then I, who have met God in person and repeat his name day and night, am
fulfilled. He should stay joyful in that thought, not force
meditation, worship as he is able, serve God and the sants with faith, keep his own dharma, and count
himself fulfilled.

Can the dark age be overcome in one with many tamasic deeds? Yes, Maharaj said: with deep
faith and trust in the words of the Sant and of God, even the worst deeds are destroyed, and the ways of
the golden age replace those of Kali. One who keeps satsang sincerely is left with no fault, and becomes of the nature of Brahman in
this very body.

Swayamprakashanand Swami asked what one's station is. It is the dharma of one's own class and stage of
life, Maharaj said. Renunciants who took the householder's way would fall from it, so they must
never leave their dharma, even in hardship or at his own bidding, and should worship him with
leaves, flowers, fruit and water, not with the clothes and ornaments householders offer.
""", """Devotees take from it comfort on days when the mind is dull and meditation will not come, and the
counsel to worship within their own dharma."""),
            D("sarangpur-10", "God is not far from the inward-looking", """
In 1820, on the way from Kundal, Shriji Maharaj stopped under a pipal tree at the village of Khambhda and
spoke to its people. There are two kinds of people, he said: the righteous and the unrighteous. The
righteous give up stealing, adultery, slander and every sin, fear God and keep within dharma; everyone
trusts them and believes what they say, and only they enjoy the company of a true sant. The unrighteous
steal, commit adultery, take meat and liquor and break caste rules; no one trusts them, not even their
own relatives, and they dislike the true sant and harass those who keep his company. So whoever wants
liberation should walk the way of the righteous and keep the company of a true sant. Hearing this, some
of the villagers took refuge in him.

Back at Sarangpur, he said that God's abodes, Golok, Vaikuntha, Shvetdvip and Brahmapur, are very far
away to outward sight, but not an atom's distance away to the sight of the self. A sadhu who understands
that God is always present within his own consciousness, as the jiva lives in the body, so that his jiva
is God's body and God its indweller, and who knows his self to be distinct from the gross, subtle and
causal bodies, is not an atom away from God or his abode. He is like the released souls of Shvetdvip,
and to see him is to see God.

And one who cannot reach such understanding, but stays in that sant's company even if the sant beat him
daily with five shoes, bearing the insult and unable to leave, as an opium addict cannot leave opium,
should be considered like that sant, and attains what he attains.
""", """Devotees take from it that God is near to those who see with the eye of the self, and that clinging
to the company of such a sant is itself a way to reach him."""),
            D("sarangpur-11", "What effort achieves, and what grace gives", """
At Sarangpur in 1820, Muktanand Swami asked how much is achieved by one's own effort, which the
scriptures speak of, and how much by God's grace.

One who, through the words of a true guru and the true scriptures, has gained firm detachment, firm
faith, a very firm keeping of celibacy in all its eight forms, a love of non-violence, and a fully
mature knowledge of the self, Shriji Maharaj said, is freed from birth and death. As rice once husked
never sprouts again, he is released from maya, beginningless ignorance, and attains the state of the self. That much comes by effort. And God's grace falls only on one with these qualities. By that grace
he becomes God's single-minded devotee and, as scripture says, one freed from maya attains likeness to
God: he is not bound by good or bad actions, and like Lakshmi, who out of love sometimes merges into God
and sometimes serves him in her own form, he too is free to do either. That power is God's gift.

Nityanand Swami asked about one who falls short in any of these. He does not reach
Akshardham, Maharaj said, but some other abode of God; or if desires remain strong, the realms of the
gods, which the Mokshadharma calls hell beside God's abode, passing between god and human births. So the Gita says a seeker reaches the highest goal after many births: he is spared hell, but is born
again and again until, free of desire and fit for grace, he reaches Akshardham.

Nrusinhanand Swami asked whether every shortcoming can be removed in this very body. Yes, if one sets to it vigilantly; and even if desire ends only at the last moment, with intense love for God, grace comes
and he reaches God's abode.
""", """Devotees take from it that effort prepares them to receive God's grace, and that it is never too
late to turn wholly to him."""),
            D("sarangpur-12", "How to reflect on the self", """
At Sarangpur in 1820, Nirvikaranand Swami asked which qualities stay constant in a sadhu and which come
and go. Three stay constant, Shriji Maharaj said: knowledge of the self, keeping one's own dharma, and
conviction in God's form; the other virtues come and go.

Muktanand Swami asked why someone who has understood the self as distinct from the body forgets it and
identifies with the body again. Once clearly understood, Maharaj said, it is not forgotten,
any more than a firm conviction in God. It may seem to return, but that is only a passing confusion of the mind. The mature knower holds firmly to being the self, knows that self
as Brahman, with Purushottam always present within it, and his conviction in God stays unbroken.

Swayamprakashanand Swami asked how to reflect on the self. When the self, the seer, watches the inner
faculties, the outer body and its objects are forgotten; by the reflection that settles between the seer
and the mind, one comes to know the mind, intellect, memory and ego. Watch the thoughts until they stop,
and only then meditate on God's form. When the senses go out to their objects, reflect both on the object
and on the seer within the sense, until the two reflections become one; then the mind breaks from the
object, which forcing it never achieves. Keep the outer and inner clearly apart, and offer the body's
states, childhood, youth, age, life and death, to the body, and the self's, uncuttable, ageless, conscious
and blissful, to the self. As a king enjoys his kingdom only once his enemies are destroyed, a devotee
should keep up this reflection while the mind and senses trouble him, and then meditate on God.
""", """Devotees take from it a patient practice of standing apart from body and mind as the seer, so that
meditation on God can begin in stillness."""),
            D("sarangpur-13", "Conviction that rests on scripture", """
At Sarangpur in 1820, Muktanand Swami asked a question that troubles many: when someone's conviction in
God's form first forms and later fades, was it ever really there?

Swayamprakashanand Swami answered first. A conviction rooted in one's own self, he said, never fades;
but a conviction based on the scriptures fades when God does something the scriptures do not describe.
Shriji Maharaj pressed him: the scriptures speak of God in countless ways, as all-powerful and as
powerless, as the doer and as the non-doer; what deed could God possibly do that falls outside them? The
sadhus agreed that there is none, and asked Maharaj to give the real reason.

Conviction in God, he said, comes only through scripture, since scripture describes the marks of God and
of the Sant. Conviction formed through scripture stays unshaken; conviction a person forms by his own
reasoning, without scripture, is what fades. Scripture is also the root of dharma: even people who have
never heard a scripture keep the bounds between mother, sister, daughter and wife, because someone once
heard them from scripture and they have come down by tradition.

So the one whose conviction forms and then fades has no real faith in the words of scripture; he
follows only his own mind and is, in effect, a non-believer. One who trusts the scriptures never turns
away from God, whatever God does, for nothing God does lies outside them. Only such a person's
conviction in God's form becomes unshakeable; he attains liberation, and he never slips from dharma.
""", """Devotees take from it why they anchor their faith in scripture rather than in their own
reasoning, so that nothing God does can unsettle it."""),
            D("sarangpur-14", "No one falls from God's abode", """
Shriji Maharaj speaks of God's power. No one who has reached God's abode falls from it unless God
wills it; and by his will what is inert can become conscious, and what is conscious can become inert.
Those who have become enlightened through detachment, knowledge of the self and devotion to God never
fall from his abode.

He names two obstacles: laziness and infatuation. Those who give them up pass beyond maya. But a
devotee who does not give them up and lives carelessly will surely be hindered by them. A vigilant
devotee can root them out; someone without faith cannot.

He then explains the link between the gross body and the subtle body, which are woven into each other.
The one who knows himself as the self, distinct from both, is not touched by the actions of either, and
when he leaves the body, God gives him a divine body with which he lives in God's abode. But the one who
identifies himself with the body is bound by all the actions of the gross and subtle bodies, and
suffers the torments of the realm of Yama.
""", """Devotees take from it that God's grace makes liberation secure, and that vigilance against
laziness and infatuation is the devotee's part."""),
            D("sarangpur-16", "Why Nar-Narayan performs austerities", """
At Sarangpur in 1820, Paramanand Swami raised a question from the Shrimad Bhagavat. It says that the
sages Nar and Narayan live at Badrikashram performing austerities for the liberation and happiness of
all the people of this land, Bharatkhand. Why, then, do not all people take to the path of liberation?

Shriji Maharaj answered that the reply is in the Bhagavat itself, in its fifth book: God performs those
austerities for his devotees, not for those who are not his devotees. He explained it this way. There
are people in this land who recognise how rare a human birth is, take refuge in God and worship him. Out
of compassion for them, Nar-Narayan, God in the dress of an ascetic, carries out great austerities,
filled with his own abundant dharma, knowledge, detachment, restraint and powers, and remains at
Badrikashram until the world's nightly dissolution.

By the power of those austerities, his devotees' own virtues of dharma, knowledge and the rest, however
slight at first, grow greatly in a short time. Then, by God's will, they see within their hearts the
light of Akshar Brahman, and within it Shri Krishna himself. In this way the austerities bring his own
devotees to liberation without hindrance; those who are not his devotees are not liberated by them.
""", """Devotees take from it that God's grace works for those who turn to him, and that even small
virtues grow when a devotee has taken his refuge."""),
            D("sarangpur-17", "Nearer the moon, the larger it looks", """
At Sarangpur in 1820, Shriji Maharaj said that as a worshipper's sight grows subtler, God appears ever
more transcendent and his greatness ever greater. While the devotee takes himself to be the body, he
knows God as the witness of waking, dream and deep sleep; when he knows himself to be beyond those states,
God appears beyond even that. And as his mind clings to God with love, his worship grows firm.

Ants, sparrows, people, elephants and great sea creatures all drink from the
ocean without diminishing it, each knowing its greatness by its own capacity. A mosquito, a
sparrow, a kite, a hawk, the mythical Anal bird and Garuda all fly in the sky, and for each it remains
boundless; the stronger the wings, the more one knows the sky's greatness and one's own smallness. So
devotees range from those like the progenitors, like mosquitoes, through Brahma, the cosmic person, and
Pradhan-Purush, to pure Prakriti-Purush, like the Anal bird, and the released souls of Akshardham, like
Garuda. The more power they gain, the more they know God's greatness, and the firmer grows their sense of
being his servants.

The worshipper's self at first has the light of a firefly; as its covering falls away it becomes like a
lamp, a torch, a flame, a forest fire, lightning, the moon, the sun, the fire of dissolution, and at last
a great radiance, its power and bliss growing too. These are the grades of released souls.

Then he rose, held a tamarind branch and said: the full moon looks like a small plate from
here, but grows larger the nearer one goes, until the eye cannot take it in. So as maya's barrier is
removed and one draws closer to God, his greatness appears boundless, and one's servitude grows firmer.
""", """Devotees take from it that spiritual progress is measured by a growing sense of God's greatness and
of being his servant, never by feeling equal to him."""),
        ],
    },
    {
        "title": "Kariyani",
        "titleOriginal": "કારિયાણી",
        "units": [
            D("kariyani-1", "The worm and the bee", """
At Kariyani, in September 1820, one of the sadhus asked whether conviction about God takes root in the
mind and its faculties or in the self, the jiva. Another tried to answer and could not.

Shriji Maharaj explained that the self knows through the intellect, which pervades the whole body; so
when conviction has formed in the intellect, it should be understood to have formed in the self too. The
self, he said, is exceedingly subtle, and yet it lights up the body, the senses and the mind all at once.

He then described three depths of conviction. When it lives in the senses, a person is not troubled by
doubts whatever God is seen to do, fitting or not. When it lives in the mind, he is not troubled when God
seems drowsy or idle, or angry, or calm and restrained. When it lives in the self, he is not troubled
even when God acts in strange ways and shows that he stands beyond all three qualities.

But how can senses and a mind made of maya perceive a God who is beyond mind and speech? Shriji
Maharaj answered with an image. A bee seizes a worm, stings it and hums over it until the worm itself
becomes a bee. In the same way, through close company with the Sant, a person's senses and mind become
divine, and then the self can perceive God present before it.
""", """Devotees take from it that their faith can deepen from the senses to the very self, and that
holy company transforms them, as the bee transforms the worm, until they can truly see God."""),
            D("kariyani-2", "Curing a cursed intellect", """
At Kariyani in 1820, the younger paramhansas were questioning one another before Shriji Maharaj when he
put a question of his own. Two devotees have equal intelligence and equal conviction in God. One, ever
since joining satsang, keeps seeing faults in God and the Sant; the faults pass, good and bad thoughts
alternate, and he never leaves satsang, because he knows there is no Sant like this anywhere and no God
but this Maharaj. The other never sees a fault at all. What is wrong with the first one's intellect?

Young Shivanand Swami could not answer; Bhagvadanand Swami said it is a cursed intellect, and Maharaj
agreed. People say of such a person that someone's curse has fallen on him: he has hurt a great sant or
a poor person, or failed to serve his parents, and their curse has left his mind this way.

How can it be cured? Maharaj compared it to washing cloth. The fine cloth of his turban comes clean with a
little soap; a coarse cloth must be soaked for days, boiled over a fire and then soaped. In the same way,
one with a cursed intellect will not lose the flaw by keeping only what everyone keeps. He must be freer
of lust, of taste, of greed, of attachment and of pride than the others; go to bed a little later and rise
a little earlier; turn the rosary more. Only by exceeding everyone will the curse be removed.

Then the elder Shivanand Swami asked whether karma has a form. Karma itself, as action, has no form,
Maharaj said; only its good or bad fruit does. Those who call karma itself embodied are non-believers.
The recorders of the discourse add that he said much more, of which only a glimpse is written.
""", """Devotees take from it that a mind prone to fault-finding is healed by extra effort in discipline,
beyond what is asked of everyone else."""),
            D("kariyani-5", "Why God takes birth", """
At Kariyani in 1820, Shriji Maharaj put a question to the sadhus. God takes birth on earth for the
liberation of souls; but can he not liberate them while staying in his own abode? He can liberate
anyone as he pleases. If he could do so only by taking birth, that would be a limit on his power. Since
he is able to liberate souls whether or not he takes birth, what is the purpose of his incarnation?

The senior sadhus answered as best they could, but each answer fell to his objections, and at last they
asked him to answer it himself.

The purpose, he said, is this. God yields to the devotion of the devotees who love him intensely, and to
give them joy he takes on the form they wish for and fulfils all their longings. Because such devotees
are embodied and see in human terms, God too takes on a human manner and becomes like one with a body.
Hiding his powers, he lets them treat him as a son, a companion, a friend or a relative, so that they
need not stand in awe of him, and he pampers them in whatever way they wish.

So fulfilling the wishes of his loving devotees is the purpose of his incarnation. Along with it, he
also brings countless souls to liberation and establishes dharma. The sadhus agreed that the answer was
complete.
""", """Devotees take from it that God comes close in a human form out of love, so that those who love
him may know him as their own."""),
            D("kariyani-6", "Envy, the subtlest fault", """
At Kariyani in 1820, devotees from the port of Diu asked to worship Shriji Maharaj. He stepped down from
his seat, went towards them and accepted their worship, taking the clothes, the yellow parasol and the
sandals they had brought. Devotees had brought him costly clothes and ornaments for years, he said, but he had never gone
forward to receive them like this; these devotees pleased him greatly. When Dinanath Bhatt arrived and bowed, Maharaj gave him all the costly clothes.

Muktanand Swami asked for which qualities God is pleased with a devotee. With one who worships him free
of lust, anger, greed, deceit, pride, jealousy and envy, Maharaj said. Envy, matsar, is the ground of all
the other faults and the subtlest of them, hard to remove; that is why the Bhagavat calls only sants free
of envy fit for the dharma of devotion. It goes, he told Brahmanand Swami, only for one who walks the way
of the sants. Its causes are women, wealth and fine food, and for one who has none of these, pride. An
envious person would even have envied the Bhatt for the clothes, instead of thinking how blessed were
both the givers and Maharaj who passed them on at once; when one gives and another receives, he burns
for nothing in between.

Then he spoke of himself. No trace of these faults ever enters his heart, and he feels only aversion for
the pleasures of the senses. He accepts food and clothes only out of regard for his devotees' devotion,
and keeps his body only for the sake of the satsangis; those who live near him know he is as untouched
as space. A devotee who truly loves God likewise finds no joy in pleasing objects, and gets by on ordinary
ones.
""", """Devotees take from it that envy hides beneath other faults, and that rejoicing in another's good
fortune is a mark of the devotee God is pleased with."""),
            D("kariyani-9", "The grudge of a buffalo", """
At Kariyani in 1820, Shriji Maharaj asked Nityanand Swami and Brahmanand Swami whether someone can be
called a sadhu if he has such a foul temper that, once he takes against someone, he never lets go of the
knot but keeps on nursing his grudge like a buffalo. Both answered that such a person cannot be called a
sadhu.

Muktanand Swami then asked: if a devotee of God begins to see faults in another devotee and so grows
angry with him, how can he be rid of that? One who has devotion to God in his heart and knows God's
greatness, Maharaj replied, does not see faults in God's devotees, and no knot of anger towards them
forms in him.

He gave examples from the scriptures. Uddhav, knowing God's greatness, asked to be born as one of the
creepers, grasses or shrubs of Vrindavan that receive the dust of the gopis' feet. Shri Krishna told
Balram that the trees, birds and deer of Vrindavan were greatly blessed. Brahma asked Krishna for the
good fortune of serving his feet among his servants, in this birth or even as an animal or a bird.

When one understands the greatness of God's devotees like this, no knot of fault-finding forms against
them, and small flaws in devotees of the God one worships, present before one, are not even noticed.
One who regards even animals, birds, trees and creepers touched by God as divine will surely not find
fault with people who worship God, keep his commands and chant his name. So whoever does not know the
greatness of God and his devotees, though he is in satsang, is only half a satsangi; only the one who
understands it is a full satsangi.
""", """Devotees take from it that understanding the greatness of God's devotees is the cure for grudges
and fault-finding among them."""),
            D("kariyani-11", "Love keeps to the beloved's wish", """
At Kariyani in 1820, Sachchidanand Swami asked Shriji Maharaj what marks love for God. The mark of love,
he said, is never to go against the wish of the one you love.

When Shri Krishna was about to leave for Mathura, the gopis, who loved him, agreed to set aside
what family and village would say and keep him back by force. But when he set out and they looked
into his eyes, they saw no wish there to stay; afraid that if they did not do as he liked his love for
them would fade, they stood back and said nothing. Though Mathura was only a few miles away, they never went to see him against his wish, and saw
him again only when he called them to Kurukshetra. So love means staying near or far as the beloved wishes, and never
breaking his command.

Then Maharaj put a question of his own. A devotee has made every pleasure of the senses trivial except
what is connected with God's form, and is joined to God through all five senses. If God now tells him to
live far away, and he still craves the sight of God, he breaks the command; if he does not obey, God's
love for him fades. Must he give up even the sights, sounds and other joys connected with God, as he gave
up worldly ones?

No answer settled it, so Maharaj gave his own. For one who loves God firmly and
is joined to him through all five senses, God's form goes with him wherever God's command sends him.
As he cannot live without God, God cannot live without him, and never leaves his heart for even
a blink. His bond with God is unbroken in all five ways.
""", """Devotees take from it that love is proved by obedience, and that a devotee who obeys even at a
distance never truly leaves God's presence."""),
            D("kariyani-12", "The roasted tamarind seed", """
At Kariyani, in November 1820, Shriji Maharaj asked the sadhus to question one another. Their talk turned
to the three bodies of the self, the gross, the subtle and the causal, and to the three corresponding
bodies of the cosmic ishwar.

Shriji Maharaj then explained that the causal body is the self's maya, and that the gross and subtle
bodies grow out of it; so all three can be called the self's maya, just as the three bodies of ishwar are
ishwar's maya.

This causal body, he said, clings to the self so tightly that no ordinary effort can separate them. Yet
it is burnt away when a person comes into the company of the Sant, understands God's form through the
Sant's words, meditates on that form, and takes God's words into his heart.

The skin of a tamarind seed sticks fast to it; but once the seed is
roasted, the skin is scorched and loosens, and a rub between the palms peels it off. In the same
way, meditation and God's words loosen the causal body from the self, while countless other methods
leave this root ignorance in place.

He then asked why something heard while awake, when sattva prevails, becomes firm only when pondered within,
where rajas prevails. The self, the knower of the field, lives in the heart and moves all
the senses; the inner faculties are nearest to it, so what is pondered there and accepted by the self
holds.

Lastly he said that even one full of lust, anger and greed loses them by listening to such
talk of God with faith and love, as strong teeth lose their bite after eating unripe mangoes. Harsh fasts do not free the mind from the senses as such
listening does.
""", """Devotees take from it why meditation on God and his words, learnt in holy company, matter so much:
they loosen a bond that no other effort can."""),
        ],
    },
    {
        "title": "Loya",
        "titleOriginal": "લોયા",
        "units": [
            D("loya-1", "Anger, lust and three degrees of steadiness", """
At Loya, Shriji Maharaj begins by declaring his deep enmity towards anger. Anger makes a person ugly to
look at, pulls a sadhu off his path, and even a little of it brings great misery.

Lust, he says, is overcome by a firm understanding of oneself as the self, by firm observance of the five
vows of his followers, and by a full grasp of God's greatness; and when the senses or the mind stray,
they should be disciplined, the senses with austerity and the mind with reasoning.

He then describes three degrees of detachment. At the lowest, the sight of a woman's body is enough to
unsettle the mind. At the middle, even the sight of an unclothed woman causes no disturbance. At the
highest, the devotee is not drawn by women or any worldly object even when alone with them.

He describes three degrees of understanding of God in the same way. The lowest loses conviction when God
shows no miracles, or when someone who insults God comes to no harm. The middle is shaken on seeing God
act in ways that look merely human. The highest is not shaken by anything God does, and does not
waver even if the person who first brought him to faith loses his own.

A person whose heart still burns with lust, anger and the rest, he says, will not feel fulfilled even
with faith in God. The one whose satsang is complete knows himself firmly as the self, does not take
the body's actions as his own, lives as one with Brahman, and keeps the vows firmly.
""", """Devotees take from it a frank scale for measuring their own detachment and faith, and the
reminder that anger and lust must be fought, not merely regretted."""),
            D("loya-2", "Four kinds of devotee who do not fear death", """
At Loya at the end of 1820, when the singing ended, Shriji Maharaj asked the paramhansas when a devotee in
satsang loses the fear of death and feels, while still in the body, that his liberation is assured. When no answer satisfied him, he gave
his own.

Four kinds of devotee, he said, lose that fear and feel fulfilled. The trusting devotee has complete trust in the words of God and his sadhu before
him; by the strength of his conviction he thinks, I have met Purushottam himself, so I am fulfilled. The
devotee with knowledge has the strength of self-knowledge and thinks, I am God's devotee, of the nature of
Brahman. Before the brave devotee his senses and mind tremble, he fears no one, and so he never breaks God's
commands. The loving devotee has the nature of a faithful wife, whose mind never strays from her husband;
he loves God alone. If one of these four is foremost and the other three secondary, a devotee still crosses
the fear of birth and death; if none is present, that fear remains. He asked everyone which was foremost in them, was much pleased,
and had all the brave ones come and bow at his feet.

Brahmanand Swami asked how a cause can be smaller than its effect, as a tiny seed produces a great banyan.
The greatness of a cause, Maharaj said, lies in its power to produce a great effect though it is small and
subtle: subtle smell
and the earth, the fire god and his flames, the sun in his chariot and the light filling the universe. So Purushottam, human-sized, is
the cause of countless universes, and only fools think the cause must be as large as its effect.
""", """Devotees take from it four ways to face death without fear, trust, knowledge, courage and love, and
that God's human form takes nothing from his greatness."""),
            D("loya-3", "Conviction joined with a sense of greatness", """
At Loya at the end of 1820, Bhagvadanand Swami and Shivanand Swami asked Shriji Maharaj the marks of one whose
conviction in God and the Sant is joined with a knowledge of their greatness. What would such a person not do for them,
Maharaj replied. For their sake he gives up family, public opinion, rule, comfort, wealth, and a man
his wife or a woman her husband. He then told, one after another, what many devotees had done for God and
the Sant: Galuji of Dadusar,
Kushalkunvarbai of Dharampur, Dada Khachar, Mancha Bhakta and many others.

Such a devotee, he said, never departs from God's word and does exactly as told. He told his own story. By
nature he was so renounced that he would not stay in one place longer than it takes to milk a cow, and his love
for Ramanand Swami was extraordinary; yet when Ramanand Swami sent word from Bhuj that to stay in satsang he
would have to stay even if he had to hug a pillar, he hugged the pillar, then obeyed Muktanand Swami for nine months before
meeting Ramanand Swami.

Such a devotee is also carefree in his pride in God. Prahlad told Narsinh he did not fear his terrible form
and did not count his rescue as protection; he would count it so when God protected him from the enemy of his
senses. So God's devotee neither rejoices when God protects his body nor grieves when he does not. And he
knows that even if a devotee dies an untimely death, by a tiger, a snake, a weapon or drowning, he goes to
God's abode, while one turned from God goes to Yama's realm even if he dies peacefully and is cremated on
sandalwood. One with this conviction surely reaches God's abode.
""", """Devotees take from it the marks of faith joined with a sense of God's greatness: sacrifice, obedience
and freedom from fear about how the body ends."""),
            D("loya-4", "Doubting God's ways, and the folly of sulking", """
At Loya at the end of 1820, Akhandanand Swami asked whether God's form appears in every universe as it does in this one. God is always present in his abode, Akshardham, Shriji Maharaj said, and staying there he
appears, by his will, in countless forms for his devotees in the countless universes that arise from maya.

How is it, the swami asked, that Shri Krishna always has a human form, and yet appears as the fish, the tortoise,
the boar, Narsinh and so on? God's form is always the same, Maharaj said: two-armed. By his will he shows four
arms, eight or countless, or the form of a fish or tortoise, and as much radiance as is fitting, while pervading the universes as their indweller. When Vyas called to Shuk, Shuk answered from every
moving and unmoving thing; if a perfected yogi can do this, and a conjuror can amaze people, why wonder at God,
the lord of all yoga? Even Brahma has not crossed God's maya if he doubts God, asking why God does such things;
one who sees God as faultless has crossed it. The path of
liberation is one, and God's form is one; the differences come from the worshippers and their faith. No one, up
to Akshar, can become like God.

Muktanand Swami reported that Zinabhai was upset because Maharaj had not come to his house. Love and
devotion shown through sulking do not last, Maharaj said. Zinabhai replied that one should be glad when God and
the Sant come and downcast when they do not. Be glad, Maharaj said, but never grieve; grieving wipes out the joy
one has received, fills the mind with tamas, and makes one keep God's commands poorly. A devotee should stay always
cheerful and worship God with a glad heart.
""", """Devotees take from it that God's ways are beyond their judging, and that devotion lives in
cheerful obedience rather than sulking over his choices."""),
            D("loya-9", "Where the four virtues come from", """
At Loya in 1820, Shriji Maharaj asked the paramhansas to question one another, and Atmanand Swami asked
Akhandanand Swami what gives rise to detachment, knowledge, devotion and dharma. Maharaj gave the answer
himself.

Detachment, he said, arises from understanding the nature of time: knowing the four dissolutions, the
daily, the occasional, the one that returns all of Prakriti's work to Prakriti, and the final one;
knowing the lifespans of all beings from Brahma down to a blade of grass; and so seeing the body, the
universe and everything in them as food for time.

Knowledge arises from hearing, from a true guru, the Upanishads such as the Brihadaranyaka, the
Chhandogya and the Katha, together with the Bhagavad Gita, the Vasudev Mahatmya and the Vyas Sutras.

Dharma arises, and takes firm root, from hearing the law books, the smritis of Yajnavalkya, Manu,
Parashar, Shankha and Likhit and others.

Devotion arises from knowing God's glories: hearing of the forms of God present in each region of the
world, of his abodes such as Golok, Vaikuntha, Brahmapur and Shvetdvip, of his play in creating,
sustaining and dissolving the world, heard with a sense of his greatness, and of the stories of his
incarnations such as Ram and Krishna, heard with love.

Of the four, he added, dharma comes first: while the understanding is still immature, one should hear the
smritis that teach ritual duty. Once dharma is firm, hearing the scriptures of worship brings forth
knowledge, devotion and detachment together.
""", """Devotees take from it an order for their study: first the duties that make dharma firm, then the
scriptures of worship, which bring knowledge, devotion and detachment."""),
            D("loya-11", "Reading scripture with a holy or unholy mind", """
At Loya, Shriji Maharaj shows how the same scriptures can lead people to opposite conclusions, depending
on who reads them.

An unholy person takes from them that every man and woman in the world is a form of God, so that
meditating on those forms brings instant absorption; and if he sees faults in them, he tells himself
that they are Brahman and waves the faults away. That understanding, Shriji Maharaj says, ends in hell
and in the round of births and deaths.

A holy person takes something quite different from the same books. He does not meditate on other deities
or on earlier incarnations, but on the form of God he has actually met, and stays faithful to that form
as a devoted wife is faithful to her husband. He regards God's human form as equal to his divine form in
his abode, and the place where God is present on earth as Akshardham itself. He sees the devotees of
that God as equal to the attendants of God's abode.

For this reason, Shriji Maharaj concludes, the scriptures should be heard only from a holy person, and
never from someone unholy.
""", """Devotees take from it that how scripture is understood depends on the one who explains it, and
that single-minded faithfulness to God present before them is the heart of worship."""),
            D("loya-12", "Six degrees of conviction", """
At Loya at the end of 1820, Shriji Maharaj said that conviction in God is of two kinds, with doubts and
without, and each comes in three degrees; he asked for the marks of all six, and when the paramhansas
could not give them, he did.

With doubts, the lowest keeps his conviction only as long as God indulges lust, anger, greed, taste and
pride no more than other people do. The middle keeps it even if God does twice as much. The highest
keeps it whatever God does, even things that look like the conduct of the lowest, because he knows God
as the doer and enjoyer of all, present in all as their controller, so that nothing he does can stain him.

Without doubts, the lowest sees God doing all kinds of actions and knows him to be, like Brahman, a
non-doer in whom everything happens as in space; as Shuk told King Parikshit, Krishna is like fire,
which burns up whatever it touches. The middle worships Vasudev having become like the released souls of
Shvetdvip, free of the six waves of hunger, thirst and the rest. The highest worships Purushottam having
become one with Akshar, God's abode, in which countless universes with their eight coverings appear like
atoms.

Chaitanyanand Swami asked what causes these differences. When a seeker first comes to a guru, Maharaj
said, the good or bad of place, time, company, initiation, action, mantra and scripture in that teacher,
and the weakness or strength of the seeker's own faith, decide it. So one should keep to good places and
company, and hear knowledge from a calm teacher without faults. Can a low conviction later rise? Yes,
with strong faith, good circumstances and a teacher of the highest knowledge; otherwise, in a later birth.
""", """Devotees take from it a measure of how deep their faith in God runs, and that its depth depends on
the teacher, the company and their own faith."""),
            D("loya-15", "Seeing part of a cow", """
At Loya, Shriji Maharaj explains how the self, the jiva, is known. It pervades the whole body from head to
foot, but it is felt most strongly in the senses and the mind, because these are the purest parts.

He gives an image. Someone who has seen part of a cow can say he has seen the cow, but not that he has
seen the whole of it. In the same way, a person may know the self as far as it shows itself through the
senses and the mind, but that is not yet complete knowledge of the self.

God, he says, dwells within the self with a definite form; but he stays hidden there, so that the
devotee's attention remains fixed on God alone.

He then sets out how three schools describe the path. In Sankhya, the self and the cosmic ishwars are
counted among the twenty-four elements and God is the twenty-fifth; by reflection a person realises that
he is distinct from the elements, becomes one with Brahman, and then worships God. In Yoga, the self
and the ishwars are the twenty-fifth element and God the twenty-sixth; fearing the pull of the senses,
a person keeps his mind on God by force of effort. In Vedanta, only Brahman is real and all else is
false, so that one who sees Brahman sees nothing else.
""", """Devotees take from it humility about how much of the self they have really come to know, and a
map of the ways the traditions of thought describe the path to God."""),
        ],
    },
    {
        "title": "Panchala",
        "titleOriginal": "પંચાળા",
        "units": [
            D("panchala-6", "The fullest incarnation, and firm worship", """
At Panchala in 1821, Shriji Maharaj said that after long reflection and a search through all the
scriptures he had found that no incarnation was as complete in power as Shri Krishna, because Krishna
showed in himself all of God's other forms.

At his birth from Devaki he appeared with four arms, bearing conch, discus, mace and lotus, showing
himself as Lakshmi's lord, the master of Vaikuntha. He showed his mother Yashoda the universe in his
mouth, revealing himself as the thousand-headed Aniruddha. He appeared to Akrur in the waters of the
Yamuna as the one who reclines on Shesh. On the battlefield he showed Arjun countless universes, and in
the Gita he declared himself Purushottam, beyond the perishable and higher than the imperishable. The
Krishna of Golok with Radha was himself; he showed Arjun his form as Bhuma Purush when they went to
fetch a Brahmin's children; Vasudev of Shvetdvip took this very birth; and the Mahabharat and the
Bhagavat call him Nar-Narayan. Other forms show a part of God's powers; this one showed them in full.

Then he drew the lesson. One whose mind is fixed immovably on the form of Krishna, present before him,
and never strays, does not fall from the path of liberation even if bad company once leads him to act
wrongly; he will be liberated. So, he told the paramhansas and devotees, if they kept their worship of
God equally firm, they too would be liberated in the end, even after some lapse.

Hearing this, the sadhus and devotees understood Shriji Maharaj himself to be the cause of all, and
made their worship firm.
""", """Devotees take from it that steady, single-minded worship of God is what carries them through
their own lapses to liberation."""),
        ],
    },
    {
        "title": "Gadhada II",
        "titleOriginal": "ગઢડા મધ્ય",
        "units": [
            D("gadhada-ii-2", "Stopping the springs that feed the well", """
At Gadhada in 1821, Shriji Maharaj stopped the singing and spoke. Whoever wants ultimate liberation, to become a sadhu like Narad and the Sanaks, should reflect: the jiva lives in the body; the senses and
inner faculties cling to the jiva and, outwardly, to the objects of the senses. Out of ignorance the jiva takes the senses and mind for itself, but it is distinct; and the objects are distinct from the mind, only
seeming one with it through habit. Pleasures do not arise from within. Like heat or cold, they first touch the
senses from outside and then enter, and any that
seem to spring from the mind came in through the senses in past lives. As a boil needs ointment, not talk,
this disease needs its medicine.

The medicine is this. Give up touching women and the like with the skin, do not look at them with the eyes,
talk of them with the tongue, listen to talk of them with the ears, or take in their scent through the nose.
With the five senses firmly closed, nothing flows in from outside, just as a well can be emptied only
once its springs are plugged with rags. What has already entered must be removed from within, like medicine
for a stomach ailment, by reflecting on the self:
I am the self and have no connection with the senses and mind; holding God's form within that consciousness,
one should stay full with the bliss of the self. A well full of its own water pushes back the springs and lets
nothing in; only when it is bailed out does outside water enter. Staying full within and keeping the senses'
doors shut is the firm way to conquer lust and the rest; fasting alone does not defeat them.
""", """Devotees take from it a two-sided discipline: guard the senses from outside, and stay full within
with the bliss of the self and the form of God."""),
            D("gadhada-ii-5", "Faithful as a devoted wife, brave as a warrior", """
At Gadhada in 1821, Shriji Maharaj signalled with his eyes for the singing to stop, and told the assembly
that a devotee of God should keep two things: the dharma of a devoted wife, and courage.

A faithful wife's husband may be old, sick, poor or plain, yet her mind does not waver on seeing the fine
qualities of another man; even if she is the wife of a poor man, the sight of a great king does not move
her. A devotee should keep that same faithfulness towards God. And when someone speaks ill of the one he
is devoted to, he should not swallow it like a coward but answer boldly; a devotee of God should not be
cowed in the presence of worthless people. That is the courage he means.

People say that a sadhu should see everyone alike, he went on, but that is not the view of the scriptures.
Narad, the Sanaks, Dhruv, Prahlad and the rest always took the side of God and his devotees; none of them
sided with those who had turned away from God. Whoever takes the side of such people will himself turn
away from God, in this life or the next. So a devotee must take the side of God's people and give up the
side of those who oppose God. He asked them all to hold this talk very firmly.
""", """Devotees take from it a single-hearted loyalty to God, and the courage to stand up for him and his
devotees rather than side with those who oppose them."""),
            D("gadhada-ii-6", "The promissory note and the mirror of the mind", """
At Gadhada in 1821, Shriji Maharaj stopped the singing and said that some people claim that Ganga
water and other water, a shalagram and other stones, food offered to God and other food, a sadhu and a rogue, all
look the same; why then did the great lay down the distinctions of what to do and what not to do? He asked the young
paramhansas whether those distinctions are true or invented. True, they said, or to whom would heaven and hell
apply? 

Everything the great have taught in scripture is true, he said. A rich banker's promissory note shows no rupees on
the paper, yet the money is real; presented to the right banker, it turns into a heap of coins. So keeping dharma
at the command of the great shows nothing special now, but in the end it brings liberation. One who distrusts a
great banker's note is a fool; one who distrusts the words of Narad, the Sanaks, Vyas and Valmiki is an atheist and
a great sinner. Such people say a sacred image is
just a stone, that Ram and Krishna were men, and that rules are made up; whoever talks like that should be shunned.

He added that the mind is like honey: whatever comes near sticks to it, so it clings to whatever it
hears, even worthless things. Like a large mirror that reflects a great
sadhu or a dog or a donkey alike, the mind shows whatever is recalled. So a seeker should not conclude that women
appear in his mind because he lacks detachment; even in the detached this happens. He should know himself as the
seer, distinct from the mind, not be dejected by its good or bad thoughts, worship God and stay joyful.
""", """Devotees take from it trust in the scriptures' commands as a note that will be honoured, and freedom
from dejection over the passing images of the mind."""),
            D("gadhada-ii-10", "Faith like a child in the womb", """
Shriji Maharaj observes that people without devotion to God will understand God to be formless, even
after reading scriptures that proclaim his form.

God has a form, he says. Only one who has a form can create a world of forms. Through his power as the
inner controller God pervades everything, but in his abode, Akshardham, he always has a divine form.

He then gives an image. A woman who carries a child in her womb in time gives birth to it. In the same
way, a person who carries faith in God within him, like a child in the womb, will in time attain God's
abode.

Of knowledge, detachment and devotion, he says, devotion is the greatest means of growing in love for
God. And he defines it: devotion is to recognise the qualities in God that lead to liberation and to
take firm refuge in him; it is to see divinity even in the human-like actions of God present on earth.
One who understands God in this way has devotion and is a true devotee, and such devotion is itself the
highest state of enlightenment.
""", """Devotees take from it that faith carried patiently within bears fruit, and that true devotion
sees the divine even in God's human actions."""),
            D("gadhada-ii-11", "When every action becomes devotion", """
At Gadhada in 1821, Shriji Maharaj said that some people hear all the scriptures and take them to be about
righteousness, wealth and pleasure alone. Thinking so, they perform sacrifices, vows and other good works
for those ends, enjoy the fruit in the realms of the gods, of Brahma or of mortals, then fall from there
into hell and the round of births. Such works are sattvic, rajasic or tamasic, their
fruit is enjoyed within the three worlds, and they never lead to God's abode beyond the gunas. But if a person gives up
the wish for those fruits and does the same good works to please God, they become devotion and serve
liberation alone. He quoted the Bhagavat: the very thing that causes an illness, properly prepared, cures
it; so the actions that bind people to worldly life, offered to the Supreme, destroy that bondage.

This teaching is subtle, he warned. One who has not grasped it may see a devotee of God handling bodily
affairs as worldly people do, and find fault with him; and the fault-finder goes to hell. But there is a
great difference: one turned from God acts to pamper his senses, while God's devotee acts only to serve
God and his devotees. So all his actions are devotion, and devotion is knowledge free of bondage. As the
Gita says, the wise one sees inaction in action and action in inaction: he sees that the devotee's work for
God is free of bondage, and that one turned from God, though he renounces activity, is sunk in karma.
Whoever finds fault with what God's devotees do at his command and for his pleasure gives a home to
unrighteousness and all its family.
""", """Devotees take from it that ordinary work offered to please God becomes devotion, and that they should
not judge the outward activity of those who serve him."""),
            D("gadhada-ii-12", "The king who learns to rule", """
At Gadhada, Shriji Maharaj says that none of the bad natures, lust, anger, ego and the rest, truly
belongs to the self, the jiva. The self has only foolishly come to believe that they are its own.

He gives an image. If a king has little or no intelligence, the people of his town ignore his orders,
and he ends up powerless and dejected, sitting idle. The self in the body is like that king: when it
loses its strength, the senses, the mind and the bad natures no longer let it rule.

So whoever wants liberation should learn how to rule. He should understand God's greatness thoroughly.
He should know that he himself is the self, greater than the senses, the mind and the five vital breaths,
and their master. And he should keep the senses under his control, letting them go towards what belongs
to God, the sights, sounds, tastes, scents and touch connected with him, and never down an unrighteous
path.

To work at this vigilantly, Shriji Maharaj says, is the greatest of all efforts for liberation.
""", """Devotees take from it that their faults are not who they are, and that the self, knowing God's
greatness, can take back the rule of the senses and the mind."""),
            D("gadhada-ii-14", "Unshakeable conviction is the true trance", """
At Gadhada in 1821, Muktanand Swami asked whether a sant becomes one with God's form through trance, or
whether there is some other way.

Shriji Maharaj answered that one who knows God's form truly, as he had described it the day before, and
has no wavering left about it, has that oneness. Once we have come to know this neem tree, he said, the
thought never arises whether it is really there; in the same way, whatever company such a person keeps
and whatever scriptures he hears, his mind does not waver from his conviction in God's form. That
unwavering conviction is what he called oneness with God. It comes through the company of God's
single-minded devotee, not through trance alone, and it is the real trance without thought,
nirvikalpa samadhi. A sant who has it is himself of the nature of Brahman, beyond the gunas.

Such sants remain beyond the gunas whether they follow the path of renunciation, as Narad and the Sanaks
did, or live active lives in the world, as the seven sages and King Janak did. But someone who renounces
everything without conviction in God is still bound by maya's qualities, however great a renunciant he
seems; he is ignorant and will certainly go to hell. One with this conviction, even if some shortcoming
remains, will not meet a bad end and will finally attain that state beyond the gunas. One without it,
though he lives as a strict renunciant and strives against lust, anger and greed, will not overcome them
and will end in ruin.

So whoever has this knowledge of God's form should be counted wise even if his intelligence is small;
whoever lacks it should be counted unwise, however great his intelligence.
""", """Devotees take from it that a firm, unwavering conviction in God's form, gained in the company of
his devotee, matters more than any trance, renunciation or cleverness."""),
            D("gadhada-ii-15", "Treat your bad nature as an enemy", """
At Gadhada in 1821, Shriji Maharaj asked the paramhansas what single way of thinking can destroy even
the most stubborn bad nature, when a thousand other ways of thinking fail. No answer was quite right, so he gave his own.

Think of an enemy outside, he said: someone who ruins a piece of work of ours, or abuses our mother or
sister. We turn against him, look for ways to bring him down, and are delighted if someone else harms
him. In the same way, one who is striving for liberation should feel the same
enmity towards the enemies within, lust, anger and the rest, whenever they get in the way, and that
sense of grievance should never leave him. Whoever grasps this thought will drive out every enemy by it.

And when some sant condemns those inner enemies and digs at them, such a person does not turn against the
sant; he thinks highly of him, seeing that the sant is working to kill his enemies and is his true
well-wisher. No bad trait can stay in the heart of one who thinks this way.
Without it, however many other thoughts he tries, lust and the rest are not destroyed. So enmity towards
one's own nature is the best of all thoughts.

Then Maharaj asked how to recognise someone who will never fall from dharma, detachment, knowledge of the
self and devotion to God with a sense of his greatness. Again no one could say. Such a person, he
said, has from childhood a nature that is never overshadowed by anyone: no one jokes or teases where he
sits, and no one speaks a light word to him. Even if he has something of the proud man's nature, he
longs for liberation, and so he never leaves satsang.
""", """Devotees take from it that their own faults are to be treated as enemies, and the sant who attacks
those faults as a friend."""),
            D("gadhada-ii-17", "Faith that sees no flaw in God", """
At Gadhada, Shriji Maharaj explains that even when God takes on a body made of the twenty-four elements
of maya, he remains unchanged and untouched by them.

He then describes the devotee whose faith in God's form is firm. Such a devotee does not think of God as
partly bound by maya and partly free; he knows God to be wholly beyond it. He never sees faults in God.
He understands God's greatness fully and takes refuge in him without wavering. He knows that God is
beyond all change and that nothing of maya clings to him.

Most strikingly, this devotee praises what look like God's weaknesses just as he praises God's
strengths, and he honours those of God's actions that seem improper in the same way as those that
plainly seem right.

Such a devotee, Shriji Maharaj says, can be called steady in wisdom, sthitaprajna, because no doubt about
God's nature remains in him. For him there is nothing left to understand.
""", """Devotees take from it that mature faith does not sort God's actions into the acceptable and the
doubtful, but trusts him wholly."""),
            D("gadhada-ii-18", "The worst company of all", """
At Gadhada at the end of 1821, Shriji Maharaj said that, having considered it in every way, he had found the
worst of all bad company: those without devotion to God and without trust that God is the master of all, loving to
his devotees and the saviour of the fallen. Two views of this kind are found in the world, the atheist's and the dry
Vedantin's. One guilty of the five great
sins may be freed in time if he trusts in God; one convinced by these views never is.

The atheist thinks Ram and Krishna were mere kings, and that Krishna, for killing demons and his dealings with other
men's wives, fell into hell. He trusts in action alone, holding that one becomes God when perfect knowledge dawns, so he
imagines countless Gods but no beginningless God whose worship frees the soul.

The dry Vedantin thinks Brahman itself has become the jivas, as the sun appears in reflections; once he thinks, I am
Brahman, nothing remains to be done, and since he is God, there is no one to worship, so he fears no sin and expects
no rebirth. He does not see that by his own view birth and death fall on Brahman itself, since Brahman has become all
moving and unmoving beings; so his own liberation collapses by his own logic. Yet he
boasts, whom should I worship? True knowers like Narad, the Sanaks and Shuk, the released souls of
Shvetdvip and the sages of Badrikashram all meditate on God, chant his name and serve him as his servants. The dry
Vedantin, without a fraction of their power or knowledge, sets himself up as God's rival, the king of the ignorant.
No sin equals his company.
""", """Devotees take from it why their tradition warns against teachings that deny God or make the self into
God: they remove the very worship by which souls are freed."""),
            D("gadhada-ii-19", "A letter to every satsangi", """
At Gadhada at the end of 1821, Shriji Maharaj told the paramhansas that he had listened to a book of dry Vedanta
to learn its view, and that merely hearing it had troubled him deeply, because it destroys worship of God in the
listener's mind, and by making everything seem equal leads to worshipping other gods too. He grew very sad and,
after a long while, wiped tears from his eyes. The night before, he said, after hearing Ramanuja's commentary on
the Gita, he dreamt he went to Golok and saw countless attendants of God, some serving him, some singing songs of
Muktanand Swami and Brahmanand Swami, swaying as if intoxicated. He joined them in singing, and thought that anyone
who leaves such loving devotion and worship to become a false knower, saying he himself is God, is very wicked.

So he had a letter written to the satsangis of every region, so that none would fall from dharma and devotion or
waver from Shri Krishna Narayan. It said: Purushottam's incarnations come among gods and humans to establish dharma,
to give darshan to and protect his single-minded devotees, who have dharma, self-knowledge, detachment and devotion
with a sense of his greatness, and to uproot unrighteousness. Keep single-minded faithfulness to that incarnation,
as Sita had to Ram; worship him lovingly in the mind and in the nine ways with the body, and when he is not
present on earth, worship his image with sandal paste, flowers and tulsi. Do not worship or meditate on any other
god, nor even on a perfected sadhu in trance; that would be like the devotion of a prostitute. Keep the dharma of
your class and stage of life. Men who obey will have devotion like Narad's, and women devotion like Lakshmi's,
Radha's and the gopis'.
""", """Devotees take from it their tradition's plain charge: single-minded worship of God, like a faithful
wife's, guarded from teachings that dissolve it."""),
            D("gadhada-ii-20", "Does trance dull the mind?", """
At Gadhada in 1822, Shriji Maharaj put a question to the paramhansas. One steadfast
in trance rises beyond maya and stays firmly joined to God's form; the twenty-four elements are mixtures of
inert and conscious, the mind knows more than the senses, and the jiva, their seer, more than the mind. In
trance the jiva leaves off being the seer of the senses and mind and becomes conscious like Brahman. Some say
such a person loses even the understanding he had. Does his knowledge, and the power of his body and senses,
grow or not?

He answered: Brahman, the witness, enters the universe of twenty-four elements and makes
it conscious and capable of every action; entering even wood or stone, it makes them move. When the jiva, through
trance, becomes like Brahman, it too is called Brahman, and its knowledge grows. The senses' power grows to the
perfection of Shuk only in one whose yoga practice is joined with austerity, withdrawal and detachment. One who
stays in the active life of dharma, wealth and pleasure, with ordinary austerity and detachment, gains only
knowledge through trance, like King Janak, not the perfection of Narad, the Sanaks and Shuk, who go in this very body
to Shvetdvip and beyond; but his knowledge never decreases.

As the Gita says, the self-controlled are awake to what is night for all beings, and asleep to what they are
awake to. One whose gaze is turned to the self seems blank towards body, senses and mind, and the ignorant,
judging from rajas, tamas and impure sattva, think his knowledge has shrunk, not seeing that they speak from
their own body-pride. The one in trance gains knowledge and keeps it when he returns to the senses; with
austerity, withdrawal and detachment, his powers grow too.
""", """Devotees take from it that absorption in God deepens understanding rather than dulling it, whatever
it looks like to those still bound to the body."""),
            D("gadhada-ii-23", "Hot wind and frost", """
At Gadhada in 1822, Shriji Maharaj told the assembly what he had found when he examined the nature of the
mind that day. The mind, he said, is not separate from the jiva; it is like a ray of the jiva itself.
And its nature is like the scorching wind of summer and the frost of winter.

Either of those, entering a person's body, can kill him. So it is with the mind. When it goes out
through the senses to an object that brings pain, it heats up like the summer wind, and when it comes
back into the heart in that state, it makes the jiva miserable and knocks it off the path to
liberation. When it enjoys an object that brings pleasure, it turns cold like frost, and coming back
into the heart it makes the jiva comfortable and knocks it off that path just the same. One is death by
heatstroke, the other death by the icy wind.

So the one whose mind neither burns at the sight of unpleasant things nor cools at the sight of pleasant
ones, but stays unchanged, should be known as a supreme devotee and a true sant; and such a mind is no
small achievement.

The mind, he added, is like a child reaching for a snake, a fire or a drawn sword: stop him and he
cries, let him and he is hurt. Deny the mind its pleasures and it suffers; indulge it and it turns away
from God and suffers far more. Only one whose mind is attached to God, and neither heats nor cools at
the touch of the senses' objects, is a true sadhu.
""", """Devotees take from it an image for watching the mind: neither the heat of aversion nor the chill
of comfort, but steadiness rooted in attachment to God."""),
            D("gadhada-ii-24", "Two strengths: understanding and unbroken attention", """
At Gadhada in 1822, Muktanand Swami asked whether any disturbance can come in the way of a devotee whose
devotion to God is unshakeable.

Shriji Maharaj said that there are two kinds of steadfastness, that of yoga and that of Sankhya. The
devotee established in yoga keeps his attention unbroken on God's form. The devotee established in
Sankhya weighs up all the joys of humans, and of the siddhas, charans, vidyadhars, gandharvas and gods, and
measures every joy within the fourteen worlds, knowing it to be only so much, and also measures the misery
that follows each joy. Becoming detached from joys that come bound up with misery, he keeps a firm love for
God alone. So the one established in Sankhya draws his strength from understanding, and the one established
in yoga from keeping his attention on God.

But when some harsh place or time brings a disturbance, the yogi's attention, which stayed on God's form,
may stick to something else as well, because his strength of understanding is small; so some obstacle may
arise for him. If both kinds of steadfastness are found in one person, no difficulty remains. Such a
devotee is tempted by nothing other than God's form. He understands that apart from God's abode,
Akshardham, God's form within it and the devotees who live there, every other realm, with its gods and
their splendour, is perishable; and knowing this, he keeps a firm love for God alone. No disturbance of
any kind comes to such a devotee.
""", """Devotees take from it that steady attention on God needs the support of clear understanding, so
that hard times cannot pull the mind elsewhere."""),
            D("gadhada-ii-25", "The renunciant with desires and the householder without", """
At Gadhada in 1822, Shriji Maharaj asked the paramhansas about two devotees. One is a renunciant who keeps
all his vows strictly in body, but inwardly has a very sharp desire to enjoy pleasures, though he never
falls outwardly. The other is a householder who lives with wealth and a wife, but is inwardly free of every
desire. When they leave their bodies, where will each go?

Gopalanand Swami answered: because of his sharp inner desire, God will make the renunciant a great
householder in the mortal world or the world of the gods, where he will enjoy many pleasures, like those
the Gita describes for one who has fallen from yoga. The householder, free of desire, will reach God's
abode, Brahmapur, and live at God's feet. The renunciant, once sated with pleasures, will grow detached,
repent, worship God, become free of desire and then go to God's abode. That is right, Maharaj said.

Muktanand Swami asked how one can rid oneself of such a firm desire. If someone becomes as addicted to
serving God and his sants as Uka Khachar is, Maharaj said, unable to go a moment without it, all the impure
desires of his heart are destroyed.

Swayamprakashanand Swami asked what pleases God most. One who, when he had barely enough grain at home, had
love and humility towards the sants, and then, given the rule of one village, or a hundred, or the whole
earth, or even Indra's or Brahma's realm, remains just as humble and loving before them; or a renunciant
who, even if powers like God's came to him, goes on serving every sant as when he was poor, never claiming
kinship or equality with the sadhus. God is greatly pleased with such a one.
""", """Devotees take from it that inner desire, not outward circumstance, decides a soul's course, and that
humble service, unchanged by fortune, pleases God most."""),
            D("gadhada-ii-26", "Faults in oneself, virtues in others", """
At Gadhada in 1822, Shriji Maharaj said that a devotee of God should never do what God and his devotees
dislike. He should leave even his own relatives if they hinder his worship, and give up like an enemy any
trait of his that God dislikes; he should never take the side of those who have turned away from God, as
Bharat did not take his own mother's side. A devotee sees more faults in himself than in anyone else; one
who sees faults in others and virtues in himself is, though a satsangi, half turned away. If knowledge of the self, detachment or dharma ever hinder devotion, he
should set them aside and keep devotion first.

Seeing faults in others while crediting oneself with virtue, he warned, blocks the path of liberation
for anyone, however great. Radha was very great and loved God intensely, but when she credited herself
with virtue and found fault with Shri Krishna, a streak of tamas entered her love; she quarrelled with
Krishna and Shridama, was cursed by Shridama, fell from Golok, and was born in a cowherd's home and married
to a man other than God. Shridama too, crediting himself and blaming Radha, was cursed by her to be born
a demon. No one really falls from
that abode; it happened by God's will, to show that if even Radha could fall this way, anyone could.

So a devotee should see only virtues in all satsangis and only faults in himself; then, even with little
intelligence, his satsang grows day by day, while without it even a clever person slips back and in
the end turns away. A servant or pupil who takes a king's or guru's scolding the right way wins his
love; so it is with God.
""", """Devotees take from it the discipline of looking for their own faults and others' virtues, and of
taking correction the right way."""),
            D("gadhada-ii-27", "Anger, impressions, and why he built temples", """
At Gadhada at the end of 1822, Shriji Maharaj asked Muktanand Swami what makes him angry and how much it takes. He himself, he said,
is never angry on his own account; a flash comes only when someone breaks dharma or oppresses the poor, and it
leaves no knot. Muktanand Swami said anger rises in him over some object or wrong but subsides at once, as he
reflects on God's greatness and on sants like Shuk. That reflection is beyond the gunas, Maharaj said, a strength from past lives; he is caught
at first by things of maya but breaks free.

He is caught at first because each of the eight, place, time and the rest, is as strong as past impressions;
otherwise the scriptures' dos and don'ts would be pointless. Jay and Vijay fell from God's abode by offending the Sanaks; Prahlad, having
pleased Narad, was untouched by bad circumstances. So one should please the great, and they are pleased when no impure desire remains. One who thinks
ill of the poor will think ill of the great and of his own deity too. If he has hurt even
a poor man, Maharaj said, he remembers God dwells in him, bows to him and makes amends.

He had also seen that extreme renunciation or extreme non-violence leaves no room for devotion and lets worship of
God die out, as in past traditions of great renunciants. So he had relaxed renunciation and built temples, so that
worship would endure and many souls be saved. A devotee must bring flowers and tulsi for God and make gardens and temples; one who
sits idle out of extreme non-violence does not worship. Keeping one's own dharma and
worshipping God is his conclusion.
""", """Devotees take from it that anger for one's own sake has no place, and why temples and active worship
were given to keep devotion alive."""),
            D("gadhada-ii-28", "The devotee of devotees", """
At Gadhada, Shriji Maharaj speaks about his own nature, to show what a devotee should be like.

He has great compassion, he says, for God's devotees. He turns away from anyone who bears them malice,
and does not feel like speaking with someone who speaks ill of them. He is deeply pleased with anyone
who does humble service for them. He does not form a judgement of anyone from what others say; only
after watching a person himself for many days is he pleased or displeased.

If someone is a genuine devotee of God, Shriji Maharaj says, then he is that devotee's devotee, and
offers devotion to him. To please God, his one wish in this life and in every life to come is to serve
God's devotees.

So, he says, God is pleased with whoever serves a devotee of God, and only such people reach God's
abode, Akshardham. God is displeased with whoever bears malice towards his devotees, and such people
fall back.

He closes by calling this teaching the essence of all the scriptures on earth, its fundamental
principle, and a lifeline.
""", """Devotees take from it that service of God's devotees is the surest way to please God, and that
malice towards them undoes any other merit."""),
            D("gadhada-ii-29", "Signs of a heart attached to God", """
At Gadhada in 1823, Shriji Maharaj described the marks of a devotee whose mind is deeply attached to the
form of Shri Krishna.

Suppose such a devotee has walked a long way and is so tired he has no strength even to sit up; if some
talk of God begins, he becomes alert and eager to speak and hear it, as though he had not walked a single
mile. Or suppose he is suffering from some illness, or has been insulted in some way; the moment he hears
talk of God, all his pain is gone. Or suppose he seems surrounded and absorbed by the riches of a kingdom;
the moment he hears talk of God, he becomes attentive to it as if he had no ties to anyone at all. One with
marks like these, Maharaj said, should be known to have a firm attachment to God.

Muktanand Swami then asked how such a firm attachment to God arises. Only in two ways, Maharaj replied:
either through very strong impressions carried over from past lives, or by pleasing, through service, a
sant who himself has such an attachment to God. Apart from these two, there is no other means.
""", """Devotees take from it a simple test of their love for God, how talk of him affects them when tired,
hurt or busy, and that such love grows by serving those who have it."""),
            D("gadhada-ii-32", "The cutting that takes root again", """
Shriji Maharaj compares attachment to family to a cutting from a cactus, a banyan or a pipal tree: cut
it off and plant it somewhere else, and it grows into a new plant. In the same way, attachment to
relatives that has been cut off will sprout again.

To uproot it, he says, one must give up pride in one's caste and stage of life, understand oneself as
one with Brahman, and keep one's mind turned towards God. Through knowledge of God present on earth,
meditation, devotional singing and spiritual discourse, the soul passes beyond maya and becomes one
with Brahman.

Liberation, he says, comes through devotion alone. Knowledge of the self, detachment and dharma are its
helpers: they allow devotion to God to flow without obstacles.

He also warns that place, time, action and company matter. Under the influence of bad places, times,
actions and company, the heart becomes polluted, and one's nature loses its steadiness.
""", """Devotees take from it that attachment must be uprooted, not just cut back, and that devotion,
supported by knowledge, detachment, dharma and good company, is what frees the soul."""),
            D("gadhada-ii-34", "Are the elements conscious?", """
At Gadhada in 1823, Shriji Maharaj stopped the singing, saying that questions and answers would drive
away drowsiness. He asked the paramhansas whether the twenty-four elements within the jiva, products of
maya such as the senses and the inner faculties, are inert or conscious. They said conscious.

Then, he objected, with the jiva in this body there would be twenty-four more jivas. Whatever liberation
the jiva gained would have to be shared out among them, and whatever sin it committed too; being the one
who experiences joy and pain could not be said of a single jiva, nor could the three kinds of karma, the
stored, the ripening and the current. And when Narad and others were liberated in the past, it was each
one's own jiva that was freed; no one says the jivas of his twenty-four elements were freed with him.
So he showed the elements to be lifeless, and every answer the paramhansas tried fell to his objections.

Then he answered himself. The elements are of two kinds, cause and effect: the elements as causes are
conscious, the elements as effects are inert. The jiva dwells in the heart in its own particular
presence, and by its general presence is blended with the body, senses and inner faculties, so that they
seem conscious; but they are inert. When the jiva, as God's devotee, goes to God's abode, the inert elements
are left behind. They come from maya and are maya. They appear as body, senses and mind in different forms
as one earth becomes skin, flesh, marrow, bone and sinew, or even glass in a craftsman's hands; so maya,
by God's will, takes all these forms.
""", """Devotees take from it that the self alone is conscious and bound for God's abode, while body, senses
and mind are maya's instruments that it leaves behind."""),
            D("gadhada-ii-36", "Four ways to an unbroken remembrance", """
At Gadhada in 1823, Muktanand Swami asked how a devotee's attention can stay unbroken on God's form.
Shriji Maharaj named four ways.

The first is a mind that by nature sticks wherever it is placed: as it clings to children and wife, it
can cling to God as well. The second is great courage: a devotee with a brave heart, when any thought
other than God arises, reflects hard, drives every such thought away and keeps his attention on God. The
third is fear: one who deeply fears birth, death, hell and the round of eighty-four lakh births keeps
his mind on God out of that fear. The fourth is detachment: one who is detached understands through the
knowledge of Sankhya that his self is distinct from the body, sees everything else made of maya as
unreal, and then holds God within that self and contemplates him without a break.

Apart from these four, he said, nothing can be said of the one on whom God himself bestows grace; but
others, whatever countless means they try, do not keep their attention on God unbroken. It is a very
great task, achieved by one in whom the merits of many births have come to fruition; for others it is
extremely rare.

Then he added what he had seen of maya. The maya everyone speaks of is nothing but affection for anything
other than God. A person loves his own body, its relatives and those who provide for it even more than
the pleasures of the senses. Whoever's affection for these has broken has crossed God's maya. When love
for everything else breaks, love for God grows; with it the mind stays on God unbroken, and then nothing
more remains to be done.
""", """Devotees take from it four doors to constant remembrance of God, and a plain definition of maya:
affection for anything other than him."""),
            D("gadhada-ii-38", "Mancha Bhakta, and what entering God means", """
At Gadhada in 1823, Shriji Maharaj said that worldly people quickly put their faith in anyone who
promises them wealth or a son, but God's devotees put no faith in charms, spells or conjuring; a satsangi
who does is half turned away. True devotees of God are few. One such was Mancha Bhakta of Kariyani. Even
before he came to satsang, while he belonged to another sect, he never wavered in his vows of
desirelessness and remained celibate all his life. Once an alchemist stayed at his house, turned copper
into silver, and offered to teach him the herb that does it, since he fed all comers. Mancha Bhakta took a
stick and drove him out of the village, saying he wanted nothing but God. When he came to satsang, he
became God's single-minded devotee.

Such a devotee, Maharaj said, has knowledge of the self, detachment, firm observance of his own dharma,
and intense devotion to Shri Krishna; and when he leaves the body he enters Shri Krishna. One who is not
single-minded enters Brahma or Sankarshan and the like, but not Shri Krishna Vasudev.

Entering, he explained, is like the way a very greedy man enters into his wealth, a lustful man into the
woman he desires, or a rich childless man into the son born to him at last: a soul enters whatever it is
bound to. It is not a merging, like water into water or fire into fire. One who has entered his chosen
God loves nothing else, is absorbed in him alone, and without him lives out his days in misery.
""", """Devotees take from it that single-minded devotion is to be bound to God so wholly that nothing else
can draw the heart."""),
            D("gadhada-ii-41", "The dog and the dry bone", """
At Gadhada in 1823, Shriji Maharaj advised his devotees out of compassion. Whoever wants to worship God
should count it great good fortune when he is given service of God or of God's devotees, and should do
that service with devotion, to please God and for his own liberation, and not so that someone will
praise him.

Yet it is the jiva's nature, he said, to enjoy only what brings it honour; devotion to God with no honour
in it does not appeal. He compared such a person to a dog that carries a dry bone off to a corner and
gnaws it. The bone cuts its mouth and becomes bloody; the dog licks it happily, never realising that the
taste it relishes is its own blood. In the same way even a devotee of God cannot let go of the bone of
honour. Whatever practices he undertakes, he does them under its sway, and even his devotion he performs
when it carries a taste of honour, not purely to please God. Devotion free of any wish for honour, done
only for God's pleasure, is found in a rare few, such as Ratanji and Miyanji; most cannot give up that
taste.

Muktanand Swami then recited a couplet of Tulsidas: one may give up gold, women and every metal, and eat
little, and still live for the colour of honour. Hearing it, Maharaj said that nothing gives the jiva a
taste like the one it gets from honour; so one who worships God having set honour aside should be known
as the greatest of all devotees.
""", """Devotees take from it a sharp image to examine their own service: whether it is offered to please
God, or flavoured by the wish to be honoured for it."""),
            D("gadhada-ii-42", "Universes like atoms in Akshar", """
At Gadhada at the end of 1823, Bhagvadanand Swami asked how countless millions of universes can rest in
each pore of God's body, and in what places within a universe God's incarnations occur.

Shriji Maharaj answered that Purushottam's abode, Akshardham, has two aspects, with qualities and beyond
them; the distinction of with and without qualities belongs to Akshar, not to Purushottam, who can be
called neither. Beyond qualities, Akshar is subtler than an atom; with qualities, it is greater than
anything called great. In each of its pores countless universes rest like atoms. They do not shrink to
fit; each keeps its eight coverings. They look tiny only beside Akshar's immensity, as Mount Girnar looks
tiny beside Meru, and Meru beside the Lokalok mountain; so they are called atom-like.

Akshar Brahman is like the disc of the sun: when the sun is overhead, the ten directions are reckoned from
it, and in the same way there are millions of universes above, below and on every side of Akshardham.

Purushottam always remains in Akshardham, and his will is always fulfilled. Staying there, he shows in
each universe whatever form is needed there, just as Shri Krishna, being one, became as many as there
were gopis in the circle dance. Purushottam manifests such forms in universe after universe while
himself remaining always in Akshardham; and wherever Purushottam's form is, there is the centre of
Akshardham.
""", """Devotees take from it a sense of the vastness of God's abode, and that the God they worship, though
ever in Akshardham, appears wherever he is needed."""),
            D("gadhada-ii-44", "Godly and demonic natures", """
At Gadhada at the start of 1824, Shriji Maharaj asked Muktanand Swami: when someone comes to see fault in
a devotee of God, does he see just as many flaws as he saw before, or more? Muktanand Swami guessed just
as many.

You have not noticed it, Maharaj said. If he saw just as many flaws as before, how could one say he had
come to see fault at all? What happens is that bad place, time, action and company turn his mind around
and make it different, and so he sees more faults. When that happens, one should know that his mind has
been tainted by those bad influences.

He added his own understanding. One who has been in the company of a great holy person in a past life,
or has had the sight of God, sees only his own faults, never those of other devotees; such a person has a
godly nature. One with a demonic nature sees not a single fault in himself, and sees faults only in other
devotees. Even if such a person lives in satsang, or in a group of sants, he stays as Kalnemi, Ravan and
Rahu did among the holy; the company of the sants never takes hold of him. So a mature devotee sees only
his own faults and never looks for the flaws of other devotees.
""", """Devotees take from it that where they look for faults, in themselves or in others, reveals whether
their nature is turning godly or demonic."""),
            D("gadhada-ii-45", "Not a trace left behind", """
At Gadhada at the start of 1824, Shriji Maharaj told the sadhus, brahmacharis, householders and
all his followers that since they were known as his, he would not let the least shortcoming remain
in any of them; if he did not hold them to it, their carelessness would not show. So they too should be very
alert; with the least carelessness their footing would slip. He would leave in no devotee's heart any desire
or unfitting trait, nor any attachment to the
gunas, senses, breaths, inner faculties, elements or sense objects; he would make them all worship God as the
self, pure being free of maya's trappings. If some shortcoming remained in this life, he would take them to
Badrikashram, or to Shvetdvip among its released souls, to burn every desire to ashes through austerity. He
would let nothing but God remain dear to them.

That evening, after the arti, he said that sattvic actions lead to the realm of the gods, rajasic ones to the
human realm and tamasic ones downwards. If rajasic actions all lead to human birth, why are human joys and
sorrows so unequal? Because rajas varies endlessly with place, time, company and action. If a person
displeases God's devotees, his sants or his incarnations, he suffers in this very body as if in Yama's realm;
if he pleases them, he enjoys here the bliss of the highest state. Displeasing them destroys even actions that
would have led to heaven; pleasing them destroys even a destiny of hell. Fire, the sun and the moon shine, and
the happy are happy, because they once pleased God and his sants. So whoever wants his own good should keep his
own dharma and do what pleases God and his sants, and teach his family the same.
""", """Devotees take from it that God means to leave no desire in his own, and that pleasing him and his
sants outweighs every other kind of merit."""),
            D("gadhada-ii-46", "The death that matters", """
At Gadhada at the start of 1824, after the singing, Shriji Maharaj said that a truly good person in this
world feels neither joy nor sorrow on seeing someone gain or lose worldly things; but when someone's mind
turns back from the path of God, he grieves, because life is short and that person's next world will be
ruined, which is a great loss.

God's incarnations on earth, he went on, come to establish dharma, but not only the dharma of class and
stage of life, for the seven sages and the other teachers of the active life establish that too. God
comes to set going the dharma of his single-minded devotees. And for such a devotee, the death of the body
is not death; falling from that single-minded dharma is. He falls from it when he comes to dislike God or
God's Sant in his heart. If he falls through anger, know that he has taken the body of a snake; if through
lust, that of a yaksha or a demon. Those who have fallen this way may still reach the realms of the gods by
their dharma or austerity, but one who has turned against God and his Sant will never reach God's abode.

On the other hand, one guilty of the five great sins, if he has not come to see fault in God and his
Sant, will have his sins destroyed and come to live in God's abode. So to find fault with God and his
devotees is a greater sin even than the five great sins.
""", """Devotees take from it that the loss to fear is not bodily death but turning against God and his Sant,
the one fault that no merit can cover."""),
            D("gadhada-ii-47", "The crack that reaches the underworld", """
At Gadhada in 1824, Shriji Maharaj said that a sant who looks after the sadhus with him kindly keeps them content. A sadhu who truly wants liberation is glad when his pleasures
are cut down, however it hurts. Muktanand Swami's consumption forbids milk, sweets and rich food, like the
company of some great sant, cutting away attachment to the stomach and the
sexual organ, which is what makes a person unholy. So when a holy person cuts down a seeker's pleasures, the
seeker should not be hurt. One who stays with a senior sant out of greed for food or clothes is no sadhu but a loafer, like a
dog, and in the end will turn away.

One who is jealous when a sant is given something good, and one greedy for the senses' pleasures, are worse
than those guilty of the five great sins. If impure desires are not removed in this assembly, like
those of Badrikashram and Shvetdvip, where will they be? The jiva has enjoyed pleasures in countless bodies and is not yet satisfied; a few more years will not
satisfy it. A crack in the earth that reaches the
underworld can never be filled with water; the senses will never be filled with pleasures. So drop attachment to
them, and take the sadhu's scolding well; as Muktanand Swami's song says, stay with the sadhu even if he makes you
lie on a stake.

Resolve to leave this body free of impure desire, wishing to worship God as one with Brahman, like Narad and
Shuk. If one lands in Brahma's or Indra's realm on the way, treat it as a pit of
filth, wash and move on to God's abode. And devotees should honour one another's greatness, as he honours Mulji
Brahmachari, who serves him.
""", """Devotees take from it that the senses can never be satisfied, and that holy company which cuts their
pleasures is to be welcomed, not resented."""),
            D("gadhada-ii-48", "To be born again among the sants", """
At Gadhada in 1824, after Premanand Swami had sung his songs on meditating on God's form,
Shriji Maharaj praised them: hearing them, he had felt that he should rise and
prostrate himself before the sadhu, for his contemplation of God's form was so vivid.

One whose heart contemplates God in that way, he said, will not have to enter a womb again if he dies with
that longing; even while alive he has reached the highest state and is like the released souls of Shvetdvip,
and
has nothing left to do. But one who dies thinking of anything
other than God finds no end of misery for ten million aeons. So, having found this chance, one should drop
every other thought and contemplate God's form alone.

And if one cannot, one should stay among these sadhus who have dharma, knowledge, detachment and devotion.
He himself, he said, has no cause to be born again after leaving this body, yet he wishes that he might
create some reason to be born again among the sants. One who contemplates God as that song describes is free
of the noose of time, karma and maya, and his parents too are fulfilled. Wife, son and wealth are found in
every birth, but the company of such sants who know Brahman, and the sight and contemplation of God, are very
rare. As worldly people's minds dwell on pleasures, a devotee's mind should dwell on God without a break;
there is no greater gain of a human life. Such a devotee's senses want only what belongs to
God: his stories, his sight, his prasad, the fragrance of what is offered to him. He is God's single-minded devotee.
""", """Devotees take from it the worth of constant remembrance of God, and of the company of the sants,
which Shriji Maharaj himself would be born again to keep."""),
            D("gadhada-ii-50", "His inner secret", """
At Gadhada in 1824, Shriji Maharaj told the assembly that he would share his secret with them, since they
were his own.

As rivers merge into the ocean, as a sati and a moth are consumed in fire, and as a brave warrior is cut
to pieces in battle, so he has merged his self in Brahman, uniform and complete. And within that radiant
Akshar Brahman he has joined unbroken love to Purushottam, who has a form, and to God's devotees, and he
loves nothing else; this is how he always lives. He does not make a show of great renunciation outwardly,
but when he looks into his own heart and then into other devotees' hearts, he sees some worldly tangle even
in great paramhansas and in the great women renunciants; while in his own heart, not even in a dream,
does a worldly thought arise. No one, he feels, could make him fall from devotion to God and God's devotees.

Even before a jiva had found God, he said, time, which is God's power, could not destroy it, nor karma,
nor could maya absorb it; now that God has been found, what power have time, karma and maya? Knowing this,
he has taken courage: he will love nothing but God and his devotees, and will leave no worldly tangle in the
heart of anyone who keeps his company. He gets along only with those whose hearts are as firm as his; with
one who still longs for the world's pleasures, he could not form a bond even if he tried. Only devotees of
God free of worldly desire are dear to him.

This was his heart's secret, and he told it, the record says, to teach his devotees.
""", """Devotees take from it a picture of undivided love for God and his devotees, and the assurance that
time, karma and maya have no power over those who have found him."""),
            D("gadhada-ii-51", "Living as the self within God's commands", """
At Gadhada in 1824, Shriji Maharaj asked the paramhansas why deep sleep is sometimes very refreshing, and
at other times leaves one still uneasy. When the senior sants could not settle it, he said that when rajas
grows strong, its disturbance remains along with tamas even in deep sleep, and so sleep brings no ease.
As long as the gunas cling to a person, he is never happy; only when he lives as the self is he happy.

Muktanand Swami asked what marks one who lives as the self. None are as great as Shiva and Brahma,
Maharaj said, who are the gurus of even such as Narad, and few can live in the state of Brahman as they
do; yet when the eight, place, time, action, company, mantra, scripture, initiation and meditation, turned
bad, even they suffered greatly within. So however far beyond the gunas someone is, bad circumstances will
trouble him.

No one becomes happy by crossing the limits set by the great. Renunciants should live by the dharma of
renunciants, householders by the dharma of householders, and women devotees by the dharma laid down for
women. Doing less brings no happiness, and neither does doing more: the dharma God has given is written
in the scriptures in a form that is easy to keep and harms no one, and whoever adds to it or takes from it
will surely suffer. So whoever lives by the commands of the great and holy is in good place and time; one
who steps outside them has fallen into bad circumstances. The one who lives by those commands is the one
who lives as the self.
""", """Devotees take from it that peace of heart comes from keeping exactly to the dharma God has given,
neither less nor more."""),
            D("gadhada-ii-52", "What adorns a renunciant and a householder", """
At Gadhada in 1824, when the sadhus had finished singing with cymbals and drums, Shriji Maharaj said that
the ways of the householder and the renunciant are different, so that what adorns one is a blemish in the
other; the wise understand this, but others do not.

For a householder, wealth, elephants and horses, cows and buffaloes, fine houses, wife and children, and
costly clothes and ornaments are an adornment; for a renunciant, those very things are faults. For a
renunciant, to live in the forest, to wear only a loincloth, to cover his head with a cap, to shave his
beard and moustache, to wear ochre, and to bear insults when someone abuses him or throws dust on him, is
the highest adornment; and that is the greatest fault in a householder. So one who has left the world and
become a renunciant should ask himself which order of life he belongs to, and not drift thoughtlessly into
someone else's ways like a fool.

A sensible person, when scolded, takes it well; a fool, told something for his own good, is upset.
Mukund Brahmachari and Ratanji are never upset, Maharaj said, so he gets on well with them. He likes service
offered with faith: food, clothes or worship brought without faith do not please him, and offered with
faith they please him greatly. And if one devotee is serving with faith and another comes to serve too,
jealousy towards the newcomer displeases him. Devotion with faith and without jealousy, he said, pleases
him most of all.
""", """Devotees take from it to live by the ideals of their own way of life, and to serve with faith and
without jealousy of others who serve."""),
            D("gadhada-ii-53", "Blindness to one's own faults", """
At Gadhada in 1824, Shriji Maharaj explained what the scriptures mean by delusion, moha. When delusion
takes hold of the heart, he said, a person simply cannot see his own faults; that blindness is its form.

Every jiva, moreover, is very proud of its own cleverness. It never stops to reflect that it does not
even know its own self, whether the jiva living in this body is dark or fair, tall or short. Knowing
nothing of that, it still finds fault with a great holy person, or even with God, thinking that he is
great, or is God, but does not do this or that properly.

Such a fool, Maharaj said, does not know whom he is judging. God sees all the jivas and ishvaras in
countless millions of universes as plainly as a drop of water in the palm of the hand. He supports those
universes, creates and dissolves them, and is Lakshmi's lord; Shesh, Sharada and Brahma and the other
gods do not reach the end of his greatness, and the Vedas can only say of it, "not this, not this". One
who sees flaws in God's actions, and in the understanding of him, should be known as turned away from God
and unrighteous, the king of all fools.

God and his devotees have an understanding beyond this world; how could a jiva proud of its body
understand it? Out of his own foolishness he finds fault with them and turns away. The true devotee of
God, the good person, lives always with a vision that is not of this world.
""", """Devotees take from it a humbling test of delusion, the inability to see one's own faults, and a
reason to suspend judgement where God and the holy are concerned."""),
            D("gadhada-ii-55", "The goldsmith's shop", """
At Gadhada in 1824, after the singing, Shriji Maharaj said that the nature a person has now was already there in
some measure before he came to satsang, and asked each to
describe his own, beginning with his. As a child he
liked to visit temples, hear religious talks, keep the company of sadhus and go on pilgrimage. When he left home he wanted not even clothes, loved the forest and
feared no snake, lion or elephant. After Ramanand Swami passed away, he began to take some care, for satsang's sake. Within him there is always the feeling of a deathbed, when
everyone's interest in the world falls away. Everything of maya seems perishable and worthless, all alike,
like the hairs of the armpit; he calls things good only to please devotees. All his actions are for his devotees, none
for his own pleasure; apart from devotion he is detached from everything, like an old king whose only son has died.

He also reflects constantly that he is the self, distinct from the body, and keeps checking that no rajas or tamas
mixes into it. At a goldsmith's shop, if the owner looks away, the goldsmith takes out gold and mixes in silver. The heart is that shop, maya the goldsmith tapping away with the hammer of thoughts, and the senses and mind his family, who steal the gold of knowledge and detachment from the
self and mix in the silver of the gunas, body-pride, lust, anger and greed. As alloyed gold is heated again and
again until it is pure, the silver must be melted out until only the self, like pure gold, remains.  The sants replied that no trace of maya touches him, but that this was the understanding they must
keep.
""", """Devotees take from it an image for watchfulness: the heart is a goldsmith's shop where maya waits to
adulterate the self whenever attention slips."""),
            D("gadhada-ii-56", "The safflower-dyed cloth", """
At Gadhada in 1824, after the sadhus had sung devotional songs to their instruments,
Shriji Maharaj said that listening to them had drawn his mind into reflection. He had seen that intense
love for God is a very great thing, and then he had called to mind the devotees who love God, Gopalanand
Swami and others, and looked into their hearts and their love for God.

Examining his own self, he found that no one else's love for God was like his. Great as those devotees
were, when unfavourable place, time and company came, their understanding shifted a little, and the
foundation proved weak in the end; under a strong enough pull of such circumstances their love for God
would not hold. His own heart, he said, would not turn whatever the circumstances.

True love for God belongs to the one who loves nothing else besides God. This is the secret of all the
good scriptures: God alone gives the highest bliss and is the only thing of real worth, and everything
else is trivial and hollow. One who loves other things as he loves God has a very weak foundation.

He compared such a person to a cloth dyed with safflower. It looks splendid, but once water falls on it
and it dries in the sun, the colour is ruined and it is not even as good as plain white cloth. In the
same way, one who loves the pleasures of the senses is lost when bad company comes. So a devotee of God
should give up the pleasures of the senses thoroughly to please God, and hold nothing dear that would
get in the way of his love for God.
""", """Devotees take from it a test of love's depth: whether it would keep its colour in the rain of bad
company, or fade like a safflower dye."""),
            D("gadhada-ii-58", "What keeps a tradition strong", """
At Gadhada in 1824, Shriji Maharaj asked by what means the tradition founded by any great teacher stays
strong for a long time. Muktanand Swami answered: through its own scriptures, through the dharma of class
and stage of life taught in scripture, and through firm devotion to its chosen deity. Brahmanand Swami and
Nityanand Swami, when asked, said much the same.

Then Maharaj gave his own answer. A tradition is strengthened by a scripture recounting the life of its
chosen deity: why he was born on earth, and the deeds and conduct of his life from birth until he left
the body. In that conduct, dharma is naturally included, and so is the deity's greatness. Whether such a
scripture is in Sanskrit or in the spoken language, it is that book which strengthens the tradition; no
other book does. For worshippers of Ram, the Valmiki Ramayan strengthens their tradition; for worshippers
of Shri Krishna, the tenth and eleventh books of the Bhagavat do; the Vedas alone do not do this for
either. So it is the scripture written in a tradition's own way that sustains it in later days.

Then he told Muktanand Swami that for as long as he lived, he should keep composing words and scriptures
about their own tradition and their chosen deity; that was his command to him. Muktanand Swami accepted it
with great reverence and bowed to Maharaj with folded hands.
""", """Devotees take from it why the stories of their chosen deity's life are cherished and retold: they
carry both his greatness and his dharma to later generations."""),
            D("gadhada-ii-59", "The highest good", """
At Gadhada in 1824, Shriji Maharaj said that the one message of the four Vedas, the Puranas and the
epics is that God and God's Sant are what bring liberation. God's sadhu is greater even than Shiva,
Brahma and the other gods. Once a person has found God or his Sant, no liberation lies beyond that; it
is the highest good. And the chance to serve God's Sant comes only to those with great
merit.

So one should love God's Sant as one loves a wife or a son, parents or a brother; through such love the
jiva is fulfilled. Yet people do not judge the two alike. Their own wife and children may be unworthy and
badly behaved, and still they see no fault in them; while a devotee of God, though full of every virtue,
has only to say one harsh word and they hold it against him for life. One who is like this cannot be
said to love God's devotees as he loves his relatives, and he is not liberated.

Why, then, do some who have found both God and the Sant still waver over whether they will be liberated?
Because in past lives they had not found God or his Sant, nor served them; their devotion is new in this
birth, and will bear fruit in the next. One who found and served them in a past life never loses his love
for them in this one, and his conviction does not waver. Thoughts of lust, anger and greed may still arise,
but his conviction does not fade, not even when his own mind tries to shake it. When someone is as firm as Nathbhakta,
Vishnudas or Himraj Shah were, know that he has been God's devotee from a past life.
""", """Devotees take from it that finding God and his Sant is itself the highest good, and that their love
for the Sant should be as forgiving as their love for family."""),
            D("gadhada-ii-60", "Untroubled within, and loyal to the devotees", """
At Gadhada in 1824, Muktanand Swami asked how a devotee can stay happy within amid the world's
disturbances. From his own experience, Shriji Maharaj said: by keeping constantly in mind three things, that
one's self is distinct from the body, that everything of maya is perishable, and how great God is. Then no
disturbance stands in the way. Trouble may outwardly disturb the mind, as is its
nature, but does not sting the self; that is why outward troubles never appear in dreams. Yet a devotee does feel it keenly when a fellow devotee suffers;
only one turned from God, like Raghunathdas, who laughed when Ramanand Swami died,
feels nothing.

Whoever stands between a devotee of God and someone trying to kill or harm him, and dies or is wounded, is freed,
scripture says, even of the five great sins; such is the power of taking the devotees' side. But one in whom a
devotee's word rankles like an arrow, so that he nurses enmity for life, is like an outcaste; his dharma,
renunciation and austerity are in vain. As a woman who loves another man as she loves her husband is like a
prostitute, one who says all sadhus are the same to him is, though called a satsangi, turned away from God; so is
one who listens silently when God or his devotees are slandered, to keep his own reputation. Take the devotees'
side as firmly as one's own family's, and if a quarrel arises, let it vanish like a line drawn on water.

He himself, Maharaj said, is as compassionate as
Dattatreya or Shuk; once he refused even at sword-point to pick green leaves, because they have life. Yet for anyone who looks cruelly at God's devotee, even a
relative, he feels no such compassion.
""", """Devotees take from it how to keep the self untroubled by the world's disturbances, and the duty of
standing by fellow devotees as by family."""),
            D("gadhada-ii-61", "Vows, conviction and loyalty", """
At Gadhada in 1824, Shriji Maharaj said that three things make a satsangi firm. First, he keeps the vows his
chosen deity has given him as if his life depended on them, and never abandons them. Second, his conviction
in God's form is so firm that no one can plant a doubt in it, not even his own mind. Third, he takes the side
of the devotees who worship his chosen deity, as parents take their children's side, a son his father's and a
wife her husband's.

One who sits at the front may look like a leading satsangi, but the test is different. A householder is foremost if he holds all he has for God and God's devotees, would give his head
for satsang, and would become a paramhansa the moment his chosen deity told him to; wherever he sits, he is
the greatest among the devotees. A renunciant is foremost if, travelling at home or abroad, he meets gold and
women without wavering and keeps all his vows firmly.

And when someone regarded in the world as a great man of rajas comes to the assembly, he should be received
with respect and seated in front; even the wise and renunciants should keep this
courtesy, for harm comes of neglecting it. When King Parikshit came to a sage's hermitage and the sage, in trance, did
not honour him, the angry king put a dead snake round his neck, the sage's son cursed him, and he died in seven
days. When Shiva did not rise to honour Daksha in Brahma's assembly, Daksha excluded Shiva from his sacrifice;
curses followed, Sati burned herself, and Virbhadra cut off Daksha's head. So no one should insult a person of
worldly standing in the assembly; it brings suffering and disturbs one's worship.
""", """Devotees take from it the three marks of a firm satsangi, and a reminder that courtesy to people of
worldly standing protects the peace of the community."""),
            D("gadhada-ii-63", "What makes the self strong", """
At Gadhada at the end of 1824, Muktanand Swami asked about the discernment that keeps the seer and the seen
apart: which knowing belongs to the jiva, and which to the senses and the mind? For one whose jiva has grown very strong, Shriji Maharaj said, the mind's
workings and the knowing in the senses are the jiva's own. Such a jiva lets them go where it is
proper and stops them where it is not, and does not even have bad dreams. A weak jiva should, as Sankhya
teaches, stay as the seer, the self, without mingling with the senses and mind; living as pure being, it
grows strong. But there is a far greater means: love for God and his sants, deep faith in serving them, and
the nine forms of devotion give the jiva great strength at once. Nothing equals serving God and his devotees.

He spoke of his own experience. When he was ill in Samvat 1869, he saw Kailas and Vaikuntha and rode Nandi and
Garuda, but found nothing good in such powers. Then he began to live as pure being and all disturbance ceased.
Yet he saw that living in a body with God and his
devotees is better still, and feared remaining as pure being and not taking a body again. So living embodied among God and his devotees, serving
them, is the best means.

At death countless pains arise, and the sight of God or his sant dispels them all. God's devotees are forms of
Brahman, never to be seen as mere humans. With them one should be as with family, who scold each other for
each other's good with no grudge. No merit equals serving God's devotees, and no sin equals harming them.
""", """Devotees take from it that the surest strength of the self comes from loving and serving God and his
devotees, more than from any inner withdrawal or powers."""),
            D("gadhada-ii-65", "Salt in the meal", """
At Gadhada on the first day of 1825, Shriji Maharaj had the sadhus stop their singing and spoke of God.
When God takes birth as Ram, Krishna and his other incarnations for the liberation of souls, nothing in
this world of maya deludes him; he moves freely by his divine power, and even enjoys the pleasures of
the senses fully in order to accept his devotees' devotion. Seeing this, people who are clever only in
their own eyes find fault with him, thinking that one called God is more attached to the world than they
are. They take him to be a man like themselves and do not know his divine greatness; that itself is God's
maya. If even sadhus who have seen the self and reached the state of Brahman are not deluded by anything
in the world, how much more is Shri Krishna, the Supreme beyond Brahman, untouched by maya and its works.

A sant who has knowledge of the self and keen detachment is not bound, he went on; but without devotion to
God, his knowledge of Brahman and detachment are like a feast of many dishes without salt: all of it
tasteless, and never truly beneficial. That is why Shukdev, though he had become one with Brahman, still
studied the Bhagavat and kept firm devotion to Shri Krishna. On the other hand, one with devotion but
without knowledge of the self and detachment will come to love other things as he loves God; that too is
a great flaw.

A mature devotee who truly knows God's greatness finds everything but God trivial, and nothing deludes
him. When knowledge of the self, detachment and devotion are all present together, nothing is lacking;
such a one is called God's devotee with knowledge, his single-minded and exclusive devotee.
""", """Devotees take from it that knowledge and detachment need devotion as a meal needs salt, and that
devotion needs them to stay pure."""),
            D("gadhada-ii-67", "Why the released soul still serves", """
At Gadhada in 1825, after the sadhus had sung songs of Vishnu, Shriji Maharaj asked them a question. A
devotee of God leaves the body, becomes of the nature of Brahman and goes to God's abode, where he
becomes free like God, beyond the cover of time, karma and maya. What difference then remains between
him and God, so that the bond of master and servant continues? None of the paramhansas' answers settled
it, and they asked him to answer.

Whatever God's greatness a devotee has understood, he said, how powerful God is, how beautiful, how full
of bliss, when the devotee reaches God's abode he receives that same form and power himself. Yet God's
power and beauty then appear to him far greater still. He sees that God has given him as much glory and
beauty as he had understood God to have, yet God's own glory and beauty appear boundless. Countless
others like him have attained likeness to God, yet none can become equal to him. Shesh, Sharada,
Brahma and the other gods, and the four Vedas, do not reach the end of God's greatness, virtues, deeds,
births, power, beauty and bliss; God himself does not reach the end of his own greatness.

Countless devotees become like God by worshipping him, and still his glory is not lessened by an atom,
just as an ocean of sweet water stays full however much people, animals and birds drink and carry away.
So devotees who have become of the nature of Brahman still worship God as his firm servants. They attain
likeness to God, and yet the relation of master and servant remains.
""", """Devotees take from it that liberation does not end devotion: the nearer one comes to God, the more
his greatness appears, and the more gladly one serves."""),
        ],
    },
    {
        "title": "Vartal",
        "titleOriginal": "વરતાલ",
        "units": [
            D("vartal-1", "The trance of unwavering conviction", """
At Vartal in 1825, Shobharam Shastri of Vadodara asked what becomes of a seeker who never attains
thoughtless trance, nirvikalpa samadhi, if it is by that trance that one rises beyond the gunas and
becomes God's single-minded devotee.

That trance does not come only when the breath is stilled, Shriji Maharaj said. The Bhagavat names ten
subjects, creation, secondary creation and the rest, the tenth being the refuge to which the other nine
point, Shri Krishna. When a seeker's mind is immovable about God's form, as, once we have truly
known this mango tree, no lust, anger or greed can make us wonder whether it is really a mango tree; when
he is firmly convinced of God as present before him and no doubt arises, that is thoughtless trance,
whether or not his breath has stilled.

But one who keeps wondering what God's form is like in Brahmapur, in Shvetdvip or in Vaikuntha, and when
he will see it, and does not feel fulfilled in the God he has met, knowing him as the cause of all, has
trance with thoughts, even if he enters a trance by God's will; there he only wants to see more and more
new things. Such a person is not a single-minded devotee beyond the gunas.

Dinanath Bhatt asked what becomes of one who fights his mind's wavering and cannot win. The Kauravas and
Pandavas, Maharaj said, chose to fight at Kurukshetra so that even those who died there would benefit;
the victors did well, and the fallen reached the heavens. So one who battles his mind and wins reaches
that state; if he loses, he falls from yoga, and in one or many births still becomes single-minded.
No effort is lost, so a wise person should make an enemy of his mind.
""", """Devotees take from it that the real trance is an unshakeable conviction in God, and that no struggle
with the mind is ever wasted."""),
            D("vartal-3", "Four kinds of great souls", """
At Vartal in 1825, Shriji Maharaj said that in their Uddhav tradition one who has knowledge, detachment,
dharma and devotion to God is called a single-minded devotee, and only such a person deserves to be made
great in satsang. If only one of the four were present in full, which would bring the other three with
it? Gopalanand Swami and Muktanand Swami said dharma. But dharma, he objected, is found even in some who
have turned away from God; would they be made great in satsang? No one could answer.

Devotion to God with a sense of his greatness, he said, is the one. Even if self-knowledge, dharma and
detachment are ordinary, such a devotee will not fall from dharma, for he thinks: Brahma and all the
gods live under God's command; how could I break it? Shukmuni asked why, then, four are named. Because
ordinary devotion does not bring the other three; only devotion with the greatest sense of God's
greatness does, such as King Prithu's, who asked God for ten thousand ears to hear his stories, or that
of the gopis who were stopped from joining the dance and left their bodies to reach Krishna.

How does such devotion come? Through serving great souls, he told Brahmanand Swami, and they are of four
kinds: like a lamp, which a wind of sense pleasures blows out; like a torch, blown out by a stronger wind;
like lightning, which even the rain of maya does not put out; and like the submarine fire, which lives in
the ocean unquenched, drinks its salt water and turns it sweet, as such a soul sweetens salty jivas.
Serving the last two, while keeping one's own dharma, in thought, word and deed, brings devotion with a
sense of God's greatness.
""", """Devotees take from it that devotion steeped in a sense of God's greatness holds every other virtue,
and that it grows by serving truly great souls."""),
            D("vartal-4", "The fountain of the mind", """
Shriji Maharaj teaches that every spiritual effort for liberation is contained in one thing: keeping the
company, in thought, word and deed, of a true Sant who has the thirty qualities of a sadhu.

He then describes the mind with the image of a fountain. Water entering a fountain first swirls round
and round and then shoots upwards. In the same way, the soul's attention, its vrutti, swirls within the
inner faculties and then shoots outwards through the five senses.

A devotee who is a yogi keeps that attention on God's form in two ways: by contemplating God dwelling in
his heart as the witness, and by contemplating God's form before his eyes.

He explains how to behold God's form. One should contemplate the whole form, from head to foot, rather
than dwelling on any single part of it. One should bring together the form of God dwelling within as
the witness and the form outside, seeing them as one. And by reflection one should separate oneself from
the senses and the inner faculties, and behold God's form within the self.
""", """Devotees take from it that holy company is the heart of spiritual life, and a method of
meditation in which the form of God without and within become one."""),
            D("vartal-5", "Crossing maya, and serving the great like God", """
At Vartal at the end of 1825, Shriji Maharaj asked for searching questions, and Muktanand
Swami quoted the Gita: God's maya of the gunas is hard to cross, but those who take refuge in him cross
it. Why then do doubts and distractions still stir in the minds of those who have found God, if not by maya?

Maharaj sat up, moved with compassion. All past devotees had within them the products of
the three gunas, elements, senses, mind and their deities. One who truly knows God as God, with nothing of maya in his form, beyond maya and its gunas, has crossed
maya, even though the products of the gunas go on working in him; for he understands God before him as beyond
them. The
scriptures show the gunas at work even in Brahma and sages like Vasishtha, yet they were released. 

Nityanand Swami asked what refuge in God is. The Gita says: leave every other dharma and come to me alone, I will
free you from every sin. One with firm refuge, even in a calamity like the great dissolution, knows no protector
but God, looks to God alone for every joy, and lives by his wish; he is God's exclusive devotee. Naja Bhakta asked how to tell one whose refuge is
incomplete but who talks as if firm. By living with him, Maharaj said: the weak one, irked by the crowd of
satsang, slips away to worship alone. Refuge, and devotees, are of three grades.

Can the lowest rise to the highest in this life? If he worships a great devotee in his mind along with God, offers him food and spends on him
as on God, serving both alike with great love, he becomes in this
life what might take him a hundred births.
""", """Devotees take from it that knowing God as beyond maya is what crossing maya means, and that serving
God's great devotee like God speeds their growth."""),
            D("vartal-6", "Karma, time or God's will?", """
At Vartal at the start of 1826, Chimanrao asked: souls lay merged in maya with their causal bodies at
dissolution; at creation they received gross and subtle bodies as gods, humans, animals and birds. Was that
variety caused by karma, or by God's will? If karma, the Jain view would be right; if God's will, God would be
partial and cruel.

The question is not well put, Shriji Maharaj said. Within the causal body the gross and subtle bodies lie as a
tree lies in a seed; that causal body is ignorance, beginningless and loaded with stored karma, as bound to the
soul as husk to seed or smell to earth. As seeds in the earth sprout when the rains come, souls lying in maya with
their causal bodies receive, under the gaze of God who gives the fruits of karma, bodies that match their karma.
The atheist Jains call karma the sole doer and deny God as giver of its fruits; that is wrong.

Nor is time alone, karma alone or God's will alone the whole truth; scripture stresses whichever prevails in a given
case. In the first golden age everyone's wishes
came true and all worshipped God; in later ages less so. A strong
good age weakens souls' bad karma, while a famine or a great war kills many at once, not because all their merit
ran out together. When many become God's single-minded devotees, even the dark
age becomes a golden one, and scripture then stresses their devotion, not time. And when God comes resolving to
liberate everyone who comes into contact with him, worthy or not, neither time nor karma has any power: Krishna gave
Putana, who fed him poison, the same end as his mother Yashoda.
""", """Devotees take from it that karma, time and God's will each have their place, and that when God chooses
to save, his power overrides the rest."""),
            D("vartal-7", "Demonic natures; God within all yet apart", """
At Vartal in 1826, the devotees were talking among themselves about God when it came up that there are
two kinds of souls, godly and demonic: the godly become devotees of God, and the demonic stay turned away
from him. Chimanrao asked Shriji Maharaj whether a demonic soul can ever become godly.

It cannot, Maharaj said, for it is demonic from birth. Even if such a soul somehow comes into satsang, its
demonic nature does not go. If it leaves the body while in satsang, it merges into Brahman and emerges
again; only after merging and emerging countless times is the demonic nature destroyed, and not otherwise.

Then Shobharam Shastri asked how God is present within all things and yet distinct from them. It is not,
Maharaj said, that half of God enters maya while the other half stays apart in his abode. God's nature is
such that even while present in maya he remains apart from it. He has no fear of entering maya and
becoming impure; when God enters maya, maya itself becomes like Akshardham, and when he enters the
twenty-four elements, they become like Brahman. The Bhagavat, among countless such sayings, describes him
as the Truth who by his own light always keeps deception away.

Space is present in a seed, and when the seed becomes a tree, space is present in its branches, leaves,
flowers and fruit; but when the tree is cut, space is not cut, and when it is burnt, space does not burn.
In the same way God, though present in maya and all it produces, remains apart from them like space. That
is how he is both within all and beyond all.
""", """Devotees take from it that God's presence in the world does not make him worldly; rather, whatever
he enters is made pure."""),
            D("vartal-8", "The spider's thread", """
At Vartal in 1826, while the sadhus sang devotional songs, Shriji Maharaj sat for a while in meditation,
his gaze turned inward. Then he opened his eyes and spoke to the assembly.

The faculty of sight, he said, has no form, yet it is stopped when a solid object comes in its way; so it
too is gross, and dominated by the element of earth. When a devotee holds that faculty on God's form, it
first appears like a thin yellow thread. A spider stretches its thread from one pillar to another and
then moves along it, sometimes on one pillar, sometimes on the other, sometimes in between. Here the
jiva is the spider, God's form is one pillar, one's own inner faculties are the other, and the thread is
the mind's attention. So the meditating yogi is sometimes joined to God's form, sometimes back in his
inner faculties, and sometimes in between.

As the attention changes from earth to water, it looks white; with fire, red; with air, green; with
space, dark. When no element dominates any longer, it becomes free of the gunas, shines intensely, and
takes the shape of God's form.

So one who keeps his mind on God must live in great purity. A person who worships a deity does so after
making himself pure like the deity, and then the deity accepts his worship. In the same way, one who
holds his attention on God should, as Sankhya teaches, know himself as distinct from the gross, subtle
and causal bodies, and keep his attention on God as the self alone. When, doing so, the attention merges
in God's form, that is what is called sleep for such a yogi; he does not sink into deep sleep like others.
""", """Devotees take from it a picture of meditation as a thread between the heart and God's form, and
the counsel to meditate as the pure self, distinct from the body."""),
            D("vartal-10", "How a soul is liberated", """
At Vartal in 1826, Bhagubhai, a Patidar from the village of Bhadran, asked Shriji Maharaj how a soul can
be liberated.

God, Maharaj said, takes birth on earth in two ways: as a king and as a sadhu. As a king he bears
thirty-nine marks, is skilled in the sixty-four arts, uses the four means of statecraft, persuasion,
gifts, division and force, and has all nine of the poetic moods such as love. As a sadhu he has none of
these, but bears thirty marks of his own. The two ways of living differ. God as a king may in hard times
live by hunting, may put a thief to death, and may keep wives in his household. God as a sadhu keeps to
non-violence so strictly that he will not break a blade of green grass, and will not touch even a woman
carved in wood or painted on a wall.

The Shrimad Bhagavat gives both lists: in its first book, in the dialogue of the Earth and Dharma, the
thirty-nine marks of kingly incarnations such as Krishna; in its eleventh, in Krishna's dialogue with
Uddhav, the thirty marks of sadhu incarnations such as Dattatreya and Kapil.

So one who seeks liberation should recognise God by those marks, take refuge in him, trust him firmly,
live by his commands and worship him; that is the means. When God is not present on earth, one should
take refuge in a sadhu who has met God, and liberation comes through him too. And when even such a sadhu
is not present, one should keep firm faith in God's sacred image and worship while keeping one's own
dharma; that too brings liberation.
""", """Devotees take from it the three supports of liberation in every age: God himself when present,
the sadhu who has met him, and faith in his sacred image."""),
            D("vartal-11", "Four whom he feared to wrong", """
At Vartal in 1826, Shriji Maharaj said that there are four he fears greatly to wrong: God, God's devotee,
a Brahmin, and any poor person. He fears no one else that way, for one who harms anyone else destroys only
the other's body, while one who harms any of these four destroys his own soul.

Muktanand Swami asked how the imperishable soul can be destroyed. When born into a mountain or some
other inert body, Maharaj said, it can never be liberated there; that is its destruction. So whoever
wants his own good should never harm these four, and should keep no pride before God and his devotees,
for pride is the ground of anger, envy, jealousy and enmity, and a proud person's devotion is demonic;
one who frightens God's devotees, even if himself a devotee, is a demon. He cannot bear to see anyone who harms a Brahmin,
a poor person or a devotee. He had two songs sung, on shunning the house without love for Hari and
keeping the company of those who love him, and told all satsangis to learn them.

Later he answered Gopalanand Swami: scholars read the scriptures but
do not grasp the greatness of God and the Sant, because without refuge in God, lust, anger and greed rule
them, and they assume the same of God and his Sant.

Then he asked: the ignorant cannot recognise a holy person beyond the three bodies and states until they
reach his state, and cannot reach it without knowing his greatness; how is the circle broken? By intense
love for the sant who has met God on earth, he said: we see no fault in one we love. That love is the
means of seeing the self, of knowing the sant's greatness, and of seeing God.
""", """Devotees take from it a deep care never to wrong God, his devotees, Brahmins or the poor, and that
love for the holy opens the way to the self and to God."""),
            D("vartal-12", "Faith that waxes like the moon", """
At Vartal in 1826, after long inward meditation, Shriji Maharaj opened his eyes and
spoke to the assembly about conviction in God.

Purushottam, he said, is always present in a divine form in Akshardham, bright as countless suns,
moons and fires, and that same God is born on earth as Ram, Krishna and others to liberate souls. One
who, through the company of the holy, becomes firmly convinced of God's form grows day by day like the
moon after the new moon. Before it the jiva is like the moonless night's moon, dim as a firefly; as his conviction, joined with a sense of God's greatness, grows, he becomes like the full
moon. Then neither senses nor mind can shake it, and whatever God does, he sees no fault in it; such a
devotee has nothing left to fear.

But if bad place, time, company or scriptures, or pride in the body, make him doubt God's actions or turn
against him, the full moon shrinks back to the new moon. His own small shortcomings do little harm, but doubting God makes him fall at once, as a tree withers when its roots are cut.
One whose conviction is weak wonders whether he will be liberated, and whether he will become a god, a
king or a ghost at death; one whose conviction is complete knows he was liberated the day he met God, and
that those who see him or hear his talk will be freed too.

He had a song sung in praise of the banyan under which God sat in Vrindavan: even trees are blessed by
contact with God. But one without such conviction, he said, is barren: even the
Gita or Bhagavat from his mouth liberates no one, and does harm, like milk touched by a snake.
""", """Devotees take from it that a firm conviction in God, joined with a sense of his greatness, makes
them fearless, and that doubting God's actions undoes it fastest."""),
            D("vartal-13", "The magnet and the all-pervading God", """
At Vartal in 1826, Bhagubhai, a Patidar from Bhadran, asked how trance comes about. Shriji Maharaj said
that God takes birth in this land for the liberation of souls, as a king with thirty-nine marks or as a
sadhu with thirty, like Dattatreya or Kapil. His form looks human, but it is utterly beyond this world.
A magnet is one stone among all the stones of the earth, yet it has a natural power: when a ship sails
near a mountain of it, the ship's nails are pulled towards it. In the same way, when someone sees God's
form with faith, his senses are drawn towards God, and trance follows, as it did for all the people of
Gokul when they saw Shri Krishna and he showed them his abode. When God wants to turn many souls to himself, even non-devotees and animals go into trance at the
sight of him, let alone his devotees.

Muktanand Swami asked: everyone says Brahman pervades everything; how can what pervades have a form, and
how can what has a form pervade? Brahman, Maharaj answered, is in one place, and that Brahman is Shri
Krishna, who while in one place is present everywhere. One who worships the sun may be given sight that
reaches as far as the sun's; a perfected yogi hears a conversation thousands of miles away as if it were
nearby, and lifts a distant object with hands of ordinary size. So God, staying in one place, gives his
vision wherever he wishes, and though one, appears as many. If a yogi can hear and see at a distance, why
wonder at God? When the scriptures call him pervading, they mean this power, not formlessness like space.
God always has a form, and from Akshardham he appears in countless universes.
""", """Devotees take from it that God's presence everywhere is the reach of his power, not the loss of his
form."""),
            D("vartal-14", "Who is really a sinner", """
At Vartal in 1826, Ramchandra Vaghmodiya of Vadodara asked Shriji Maharaj why even someone who seems an
unworthy person sometimes goes into trance.

People call someone unworthy, Maharaj said, when he lives outside the duties of class and stage of life
laid down in the law books. But if such a person comes to think well of God or God's Sant in his heart, he
gains great merit; the sin of breaking those duties is wiped out, and he becomes very pure. Then his mind
fixes on God's form and he goes into trance.

And when someone keeps the duties of class and stage of life, everyone calls him righteous. But if he is
hostile to God and God's sadhu, the sin of harming a good person is so great that it burns to ashes all
the merit of keeping those duties. One who harms a good person is a greater sinner even than one who has
committed the five great sins; for the five great sins can be escaped by taking refuge in a good person,
but for one who harms that person there is no way out anywhere. A sin committed elsewhere is washed away at
a place of pilgrimage, but a sin committed at the place of pilgrimage itself sticks fast.

So whoever takes refuge in a good person becomes very pure, however great a sinner he was, and may go
into trance; and whoever is hostile to a good person is a great sinner, however righteous he seems, and
will never see God in his heart. So the one whom the world, turned from God, calls a sinner is not a
sinner, and the one it calls righteous is not righteous.
""", """Devotees take from it that what makes a person pure or sinful in God's eyes is how he stands towards
God and the holy, more than his outward conduct."""),
            D("vartal-16", "Why he would not court the powerful", """
At Vartal in 1826, a learned shastri from Vadodara sitting in the assembly suggested to Shriji Maharaj
that if he showed a miracle to some powerful person, a great deal of good would come of it.

Maharaj replied that he did not get on well with powerful people. They are drunk with their kingdoms and
wealth, while he and his sadhus are drunk with renunciation and devotion, so neither side is likely to
bow to the other. If he were to put some great man into trance, the man might reward him with villages
and lands, but he had no greed for those. Lands are wanted for happiness, and the happiness he found in
closing his eyes and contemplating God's form was greater than that of ruling all fourteen worlds.

If ruling a kingdom held joy like the joy of worshipping God, he asked, why would great kings like
Svayambhuva Manu have left their thrones to perform austerities in the forest? If women held such joy,
why would King Chitraketu have left ten million wives? Beside the joy of worshipping God, the pleasures of
all fourteen worlds are said to be like hell, and one who has found his happiness in God sees every
pleasure of the senses in the universe that way.

For himself, too, only the joy of worshipping God felt like joy; everything else felt like pain. So he
brought into satsang whoever came to it naturally while he went on worshipping and remembering God, but
he insisted on nothing else. His only insistence was on worshipping God and keeping the company of God's
devotees. This, he said, was the secret intention of his heart.
""", """Devotees take from it that the joy of worshipping God outweighs every worldly gain, and that
satsang is offered, not pressed on the powerful."""),
            D("vartal-17", "Who has conquered the senses", """
At Vartal in 1826, Shriji Maharaj asked: the senses of the wise and the ignorant perceive their objects
in the same way, so in what sense is the wise man said to have conquered his senses? Muktanand Swami
suggested that it happens in thoughtless trance; but even one who attains trance, Maharaj objected,
takes in the objects of the senses through the senses like everyone else.

He gave the answer himself. Such a person knows the faults in sounds, touch, sights, tastes and smells,
and the auspicious virtues in God's form, and knows that enjoying worldly pleasures leads to hell and
great suffering. Knowing this, he feels a deep aversion to them, as towards an enemy, and one never comes
to love an enemy. When the senses' pleasures have lost all appeal to his mind, and he spends his life in
hearing, singing and other devotion to God without being attached to pleasures as worldly people are, he
has conquered his senses.

Then he asked about two renunciants. One follows only the path of withdrawal, knows himself as the self,
behaves like one mad or inert, without pride of caste or stage of life, and wanders alone like a deer.
The other, though a renunciant, takes part in activity, where lust, anger and the rest can stir. Should
he, and how can he stay unaffected? Taking a drug at God's command, after all, still intoxicates.

When Nityanand Swami and Shukmuni could not answer, Maharaj said: the first has knowledge of the self
alone. A renunciant with devotion should, within God's rules, take up activity for God and his devotees,
neither more nor less than those rules allow, free of lust, greed and the rest. Such activity is devotion itself and does not bind; such a renunciant is far greater.
""", """Devotees take from it that mastery of the senses lies in seeing through their pleasures, and that
active service of God and his devotees, within his rules, is itself devotion."""),
            D("vartal-19", "The folly of wanting anything else", """
At Vartal in 1826, after the evening arti, Shriji Maharaj spoke about God. When a soul is born as a human in
this land of Bharat, he said, an incarnation of God or God's sadhu is surely moving about on earth; if the
soul recognises them, it becomes God's devotee. Once it has, it should love nothing but God, because beside
the bliss of God's abode the pleasures of the senses, made of maya, are like hell.

The worms in hell think hell the highest happiness, but a human being knows it as great misery. In the same
way, one who has recognised God has become his attendant, and should not leave that station to crave the
pleasures of the senses like a worm in filth. Whatever wish God's devotee makes comes true; so to want
something other than God out of ignorance is the greatest folly.

So God's devotee should regard the enjoyments of all fourteen worlds as no better than crow's droppings,
and keep a firm love for God and his devotees alone, in thought, word and deed. He should understand this:
if even a devotee of God who still has some desire other than God reaches the rank of Indra or the realm
of Brahma, and never goes to hell or the round of births like ordinary souls, then how could anyone
describe the greatness and the bliss of a true devotee of God? So a devotee should keep his love firmly on
God alone.
""", """Devotees take from it that having recognised God, nothing else deserves their longing, for all other
joys are poor beside his."""),
            D("vartal-20", "Understanding like King Janak's", """
At Vartal in 1826, Shriji Maharaj asked the paramhansas what single means can remove even the seed of
lust, which arises from rajas, and of anger and greed, which arise from tamas. Shukmuni said the seed
burns away when one attains thoughtless trance and sees the self. Maharaj objected: had not Shiva,
Brahma, Shringi Rishi, Parashar and Narad attained such trance, and yet lust disturbed them when their
senses turned outward? The wise man is unmoved in trance as the ignorant man is unmoved in deep sleep;
once the senses turn outward, both are disturbed alike. Gopalanand Swami, Devanand Swami, Nityanand Swami
and
Muktanand Swami could not settle it either.

Then he gave the answer. King Janak lived an active life, yet was unmoved. When the renunciant woman
Sulabha came to his court to unsettle his mind, he told her that by the grace of his guru Panchashikh he
followed Sankhya and Yoga, so that sandal paste on half his body and a sword cutting the other half were
the same to him, and if his city of Mithila burned nothing of his burned. He was even called Shukdev's
guru.

So one whose understanding is firm like Janak's is not disturbed, even with his senses active in the
world. He knows what is of worth and what is worthless, sees every form of maya other than God's as
painful and perishable, and knows himself as the self, distinct from body, senses and inner faculties.
Nothing can then delude him, and the seed of lust and the rest is destroyed, whether he is a renunciant or
a householder; he is the best of devotees. The faults told of Shiva and Brahma came from gaps in such
understanding, or from bad company; so even with it, one must avoid bad company.
""", """Devotees take from it that firm understanding, not trance or outward renunciation, uproots the
seed of desire, for householder and renunciant alike."""),
        ],
    },
    {
        "title": "Amdavad",
        "titleOriginal": "અમદાવાદ",
        "units": [
            D("amdavad-1", "A meditation of wondrous power", """
At Amdavad in 1826, Shriji Maharaj sat with his gaze turned inward, then
opened his eyes and described a form of meditation taught in the Mokshadharma. He had seen many great souls perfected by it, and knew from his own experience that no other kind of
meditation equals it. Like a wondrous mantra or herb whose power is natural to it, it brings perfection at once.

The meditator should contemplate the sun in his right eye and the moon in his left. When the sun and moon
begin to appear in the eyes just as they are in the sky, the right eye growing hot and the left cool, he
should switch them, holding the sun in the left eye and the moon in the right. Then, turning inward, he
should watch the sun and moon in the space of the heart, see the form of his own self, the seer, and
meditate on God within that self. His subtle body of desires then appears to turn in the sky like the
wheel of a water-lift, and he sees God's cosmic form, with all fourteen worlds in it, though it does not
look huge; as the sage Markandeya saw the whole universe inside the infant God lying on a banyan leaf.

Everything the scriptures describe comes into view; any trace of unbelief is erased, his self grows
strong, and he becomes sure that the scriptures are true. The eight powers and countless others
come to him, but as God's devotee he accepts none of them and meditates only on God, and reaches the
perfection of Narad, the Sanaks and Shuk.

Asked whether this needs the breath control of eight-limbed yoga, Maharaj said no: it succeeds for God's
single-minded devotee who practises it; others cannot walk that path.
""", """Devotees take from it that even the most powerful meditation is meant to end in God alone,
leaving aside the powers it brings."""),
            D("amdavad-2", "Worship after bathing", """
At Amdavad in 1826, seated before the Nar-Narayan temple, Shriji Maharaj asked the paramhansas which of
two devotees is better. One has risen above waking, dream and deep sleep, has left behind impure rajas,
tamas and impure sattva, and worships God in pure sattva. The other still lives within the three gunas,
but loves God intensely. The sadhus said: the one who loves God.

Maharaj asked again: one man bathes and makes himself clean before worshipping God; another worships him
while still soiled with filth. Which is better? The clean one, they said. Then how, he asked, can you call
the one who worships God free of maya's trappings lesser, and the one who loves God while still bound by
them greater? No one could answer.

He answered himself. Of the four kinds of devotee in the Gita, God calls only the one with knowledge his
own self. So the best devotee is the one who sheds maya's trappings, becomes one with Brahman, and then
worships God. In the daily dissolution of deep sleep the jiva's trappings sink away; in the dissolution
at Brahma's sleep, those of the ishvara; in the dissolution of Prakriti, those of Purusha; yet all of
them cling again when creation begins. But whoever has shed maya's trappings through the final
dissolution, which is knowledge, is never bound by them again; if he ever takes a body, he takes it
freely, as God does, and not under the sway of time, karma and maya.

Only a single-minded devotee with the marks of an ekantik bhakta, he added, understands this talk.
""", """Devotees take from it that love for God is meant to be offered from a self made pure, one with
Brahman, as worship is offered after bathing."""),
            D("amdavad-3", "The banyan's aerial root", """
At Amdavad in 1826, Shriji Maharaj asked the sadhus a question. Every jiva lives on the five kinds of
pleasure: it enjoys them outwardly, and when they are absent it dwells on them inwardly; it is never
without them for a moment. A banyan tree stays green as long as even one of its hanging roots holds the
ground, though all the others are torn up; so even if the pleasures are renounced outwardly, dwelling on
them within is what keeps the round of birth and death going. How, then, are they no cause of rebirth for
God's devotee?

When Muktanand Swami's answer fell short, he gave his own. A devotee who, free of identification
with the three bodies made of maya, lives as the self alone and contemplates God's form reaches, by the
strength of that contemplation, a state of stillness, upsham. Then the pleasures no longer bind him. As a
river like the Mahi or the Sabarmati in flood sweeps away elephants, horses and trees, so when he turns
inward, the most pleasing sights and joys are forgotten as completely as the things of a past life. Even newly-weds kept awake for three days
and nights lie together like logs, too sleepy to enjoy anything; if sleep can do that, how could pleasures trouble a wise man stilled in meditation on God?

Nityanand Swami asked for an easier way. A deep sense of God's greatness, Maharaj said, together with an
eager faith in serving and seeing God and his devotees, brings that stillness too. A proud servant pleases no one; a master favours the humble one who does as he likes. Devotees like Mulji Brahmachari and Ratanji, not especially clever, know how to
please God because they long for liberation; and he praised the devotees from Ayodhya.
""", """Devotees take from it that inner stillness in God, or a deep sense of his greatness and humble
service, frees them from the hold that pleasures keep even in thought."""),
        ],
    },
    {
        "title": "Gadhada III",
        "titleOriginal": "ગઢડા અંત્ય",
        "units": [
            D("gadhada-iii-1", "Two inclinations: knowledge and love", """
Shriji Maharaj teaches that if a devotee has firm knowledge of the self and firm detachment, no
difficult circumstance can obstruct his devotion. Knowledge of the self cancels the pleasures of maya;
detachment cancels every form and every object of the senses except God's form.

He describes two inclinations a devotee may have. One who inclines to knowledge understands the
profound greatness of God. He understands that God dwells within all and knows every heart, and that God
speaks to each devotee according to that devotee's inclination, but does not act on anyone else's
advice.

One who inclines to love cannot stay away from God even for a moment, is ready to do whatever God
needs, and never feels anger or jealousy towards God or his devotees, nor sees fault in them.

But one who sees faults in God has neither the inclination of knowledge nor that of love. Shriji
Maharaj also tells his followers to read the Shikshapatri every day.
""", """Devotees take from it that whether their path is knowledge or love, seeing faults in God and his
devotees closes both, and that knowledge of the self and detachment keep devotion steady."""),
            D("gadhada-iii-2", "This assembly, greater than Golok", """
At Gadhada in 1826, Shriji Maharaj asked why, though people see the world perishing and see the conscious self
leave the body, the world stays foremost in their hearts, and though they know God as an ocean of bliss, their
minds do not stick to him and their love for wealth and women does not fade. Muktanand Swami said it is for
lack of detachment. True, Maharaj said, but it seems to him that whatever nature a person forms in satsang stays
with him; satsang strengthens it but does not change it.  So a wise person
should know his own nature, and when lust or anger disturb him, reflect on it, and they will weaken. He should
feel, whenever anything other than satsang becomes foremost, the shame a man would feel at a bad thought about
his own mother, sister or daughter.

Satsang is the fruit of every practice; in the Bhagavat Krishna tells Uddhav that
no yoga, study, austerity, sacrifice or vow wins him over as satsang does. Even past-life
merit came through some holy person. So one who has found such holy company and still does not understand it is
very dull. He regards this assembly of satsangis as greater than the assemblies of Shvetdvip, Golok, Vaikuntha and
Badrikashram, and sees all the devotees as full of light; he swore by the
assembly of sants that this was true.

Why, then, do some still love other things? Because their faith in God before them is not as firm as their faith
in a God beyond sight. Scripture says that one who has such faith in God present as the guru attains every goal.
Having found this company, one has found in this life what was to be reached after death: the highest state and
liberation. 
""", """Devotees take from it the worth of the holy fellowship they have, and that faith in God present
before them brings, in this very life, what others hope for after death."""),
            D("gadhada-iii-3", "Compassion and affection that survive liberation", """
At Gadhada in 1826, Shriji Maharaj asked the sants a question. Affection sticks anywhere like
honey, and compassion goes out to anyone and turns into affection, as Bharat's did for a fawn, leading to his
birth as a deer. Self-knowledge and detachment remove both, for
self-knowledge lets nothing in and detachment shows every name and form as perishable; with them the gross, subtle
and causal bodies go too, and only pure being remains. Does compassion and love for God and his devotees then remain?
No answer settled it.

Through knowledge and detachment, he said, the self is freed of the three bodies, states and gunas and remains pure
being, without a trace of maya. A lamp's flame can be seen only with its bowl, oil and wick; freed of them,
it remains in space, unseen. So the self, freed of maya's trappings, is beyond mind, speech and
senses. Yet one who has gained knowledge of God through a pure tradition and truly grasped the greatness of God and
his devotees keeps compassion and love for them always, even after becoming Brahman. Such a flame still carries the
scent, sweet or foul, that has touched it, as does the air, more detached still; so the self keeps the fragrance of
satsang. The Bhagavat says Shuk, though beyond the gunas, was drawn by God's deeds to
study it, and the Gita says one who has become Brahman attains supreme devotion.

But one who, without being God's devotee, sheds maya's trappings by self-knowledge and detachment alone carries the stink of the bad company he kept, self-knowers without worship, and feels no compassion or love for
God and his devotees; so Ashvatthama, though he had become Brahman, had none for Krishna and the Pandavs. In God's
devotee, compassion and love only grow.
""", """Devotees take from it that liberation does not dry up love for God and his devotees, which becomes the
lasting fragrance of the freed soul."""),
            D("gadhada-iii-5", "Devotion with a sense of God's greatness", """
At Gadhada in 1826, Muktanand Swami asked what kind of devotion meets no obstacle, and what kind does.
Shriji Maharaj pointed to Devahuti's words to Kapil in the Bhagavat: even an outcaste who hears or sings God's
name, bows to him or remembers him becomes worthy to perform sacrifice, so what of one who sees God himself;
and those who repeat his name have already done every austerity and sacrifice. And Kapil told his mother
that out of fear of him the wind blows, the sun shines, Indra rains, fire burns and death moves. Devotion
joined with such a sense of God's greatness meets no obstacle; devotion with a worldly understanding, without
that sense, does.

How does such devotion arise? Through serving and keeping company with great souls like Shuk and the Sanaks,
Maharaj said.

Shukmuni asked about two devotees, both with mature conviction in God. One is never troubled by lust, anger,
greed or delusion; the other is disturbed by them. Do they attain equal bliss in God's abode? The first, Maharaj
said, even if he is a great renunciant, very detached and established in the self, attains less bliss if he
wants anything besides the form of Shri Krishna before him, such as seeing the self; outwardly desireless, he
is a devotee with desires. The second, though his self-knowledge and detachment are slight, burns inwardly
whenever those passions stir, and wants nothing but God's form; if any other wish arises he is pained by it.
Outwardly he may look full of desires, but he is truly desireless; when he leaves the body he attains very
great bliss, becomes God's attendant, and is filled with love for Shri Krishna's form.
""", """Devotees take from it that wanting God alone, and grieving at every other wish, counts for more than
outward perfection in detachment."""),
            D("gadhada-iii-6", "The jiva and the mind are friends", """
At Gadhada in 1826, Shriji Maharaj spoke with compassion to the devotees. Devotion done out of jealousy of other devotees does not much please God;
devotion done without jealousy, only for one's own liberation and not to impress people, does. And when a devotee does something wrong, he should not lay the blame on
another. People say, someone else misled me, it was not my fault; but if someone told you to jump into a
well, would you jump? The fault belongs to the one who does wrong. It is the same folly for the jiva to
blame the senses and the mind.

The jiva and the mind are close friends, like milk and water. When milk mixed with water is put on a
fire, the water sinks below and burns itself off to keep the milk from burning, and the milk in turn boils
over to put out the fire and save the water. So the mind never raises a thought the jiva dislikes; it
only coaxes the jiva towards what it already likes. While the jiva meditates on God, the mind may suggest
meditating on some woman devotee too, and then lead it into impure thoughts about her. If the jiva is very
pure, it refuses and feels a burning anger, and the mind never raises that thought again; if the jiva is
impure and sinful, it listens, and the mind drags it off the path of liberation with one bad thought after
another.

So a sincere seeker turns hard against any talk that leads away from liberation, from his own mind or
from another, and it is not repeated. If improper thoughts keep coming,
he should know the fault lies in his own jiva, not in the mind alone.
""", """Devotees take from it to stop blaming the mind or others for their lapses, since the mind only
offers what the self secretly welcomes."""),
            D("gadhada-iii-7", "Fixed like a nail to iron", """
Shriji Maharaj says that there is nothing in the world more blissful than God and his Sadhu. A devotee
should attach himself to them deeply, stay loyal to them, never turn against them, and love them more
than his own body and its relations. Even the strongest enemies, lust, anger and the rest, cannot
defeat a devotee who lives this way.

In God's abode, Akshardham, God has a definite form, and his devotees, who also have forms, remain
there in his service.

Those who have taken firm refuge in God as he is present on earth should fix their minds at his feet as
firmly as an iron nail fixed to iron, which can never be pulled apart. They do not have to die to reach
God's abode: they have reached it while still alive, and they go there when they leave the body.

So such devotees should not carry fears in their minds about what will become of them after death:
whether they might become a ghost or a spirit, or end up in the realm of Indra or of Brahma.
""", """Devotees take from it the assurance that firm refuge in God brings his abode into this life
itself, so that they need fear nothing after death."""),
            D("gadhada-iii-8", "Always happy", """
At Gadhada in 1826, Shriji Maharaj asked the sadhus what a devotee of God can do so as to be happy
always. The senior sadhus each answered as they understood, and then he gave his own answer.

A devotee is happy always, in this world and the next, if he has firm detachment and a very firm hold on
his own dharma, and has used these two to conquer all his senses and bring them under control; if he
loves God and God's devotees intensely and feels a close friendship with them; if he never grows weary
of them; and if he is content only in their company and finds no pleasure in the company of those who
have turned away from God.

But one who has not mastered his senses through detachment and dharma stays unhappy even while living
with God and his devotees. Such a person finds happiness nowhere; even while worshipping God, when his
senses are dragged towards their objects, his heart is deeply pained. Only one who conquers all his
senses is happy always. Indeed, only such a person should be called detached and dharmic; where the
senses are not controlled, detachment and dharma are not really there.

Then Muktanand Swami asked what is the greatest obstacle in a devotee's devotion to God. Maharaj named
three things: not seeing one's own faults, a mind that draws away from God and his devotees, and growing
careless towards God's devotees.
""", """Devotees take from it that lasting happiness comes from mastering the senses and loving God's
devotees, and that blindness to one's own faults is the greatest obstacle."""),
            D("gadhada-iii-9", "Guards at the gate of awareness", """
At Gadhada in 1826, Shriji Maharaj described to the devotees the inner state of his senior paramhansas, and
asked them to say afterwards how they themselves lived.

For those great sants, he said, the awareness within the heart is the gate of God's abode, and they stand
guard at that gate. A king's servants stand at his palace gate, armed with sword and shield, confident
that they will cut down any thief who tries to get through to the king. In the same way these sants stand
at the gate of awareness, seeing God within Akshardham inside it, and let no wealth, women or any other
thing of maya enter the heart where God is held; if something forces its way in, they destroy it. Gain and
loss, pleasure and pain, honour and insult, and countless other obstacles do not move them from their post.

How, then, do they eat, drink and attend to the body? A woman drawing water at a well keeps part of her
attention on where her feet are on the well's edge, so as not to fall, and with the rest draws the water.
A rider keeps his attention on his feet in the stirrups, on the reins in his hand, and on trees, pits and
stones along the way. So these sadhus, keeping their gaze turned inward, serve God and also attend to the
body, without moving from their state.

All of you too, he told them, should keep your gaze inward, stay in God's service, and not let anything
other than God become dear to you. A careless guard lets thieves reach the king; if a devotee comes to love other things, they slip into the place where God is held, and his
devotion is spoiled. So guard that gate with care.
""", """Devotees take from it an image for inner vigilance: standing guard over the heart where God is held,
while still doing the day's work."""),
            D("gadhada-iii-10", "Vrindavan, Kashi and what is eternal", """
At Gadhada in 1826, a learned Brahmin of the Madhva tradition came to Shriji Maharaj, who asked him about a claim
in his tradition's books that Vrindavan is God's abode and is not destroyed even in the great dissolution, just
as followers of Shiva say of Kashi. At the great dissolution the five elements and the earth itself dissolve, he
said; how then could Vrindavan or Kashi remain, and resting on what? He had the Bhagavat's account of the four
dissolutions read out. By the Bhagavat and the Gita, nothing born of
Prakriti and Purusha remains at the great dissolution. If Vrindavan does, show it from Vyas or the Vedas, for Vyas
is the first teacher whom every other founder relied on; verses inserted into the Padma Purana convince only one's
own followers. The Bhagavat is the essence of all scripture, as the Gita is of the Mahabharat.

The Brahmin said no one on earth could answer, that Maharaj was the teacher of teachers and lord of lords, and
asked for his own conclusion. From the Vedas, Puranas, epics and smritis, Maharaj said, he had concluded that jiva,
maya, ishvara, Brahman and Parameshvar are all without beginning. Maya is like the earth, jivas like the seeds in
it, and ishvara like the rain cloud. When by God's will Purusha, the ishvara, joins with maya, the beginningless
jivas within it sprout, as seeds do when rain falls; no new jivas are made. The jivas are not parts of God; they
are beginningless jivas. When a jiva takes refuge in God, it crosses his maya, becomes of the nature of Brahman
like Narad and the Sanaks, goes to God's abode and serves him there. Hearing this, the Brahmin took refuge in
Shriji Maharaj and accepted initiation into the Uddhav tradition.
""", """Devotees take from it their tradition's account of what is eternal, God, Brahman, ishvara, maya and
souls, and of how a soul, taking refuge in God, goes beyond maya."""),
            D("gadhada-iii-11", "Understanding like Sita's", """
At Gadhada in 1827, Shriji Maharaj asked whether there is one means to conquer both the senses and the mind,
or separate means. When no answer settled it, he said the senses are conquered by detachment, one's own
dharma, austerity and vows, and the mind by the nine forms of devotion joined with a sense of God's greatness.

Muktanand Swami asked how a devotee can have, without trance, the peace he has in thoughtless trance. If he
comes to identify with God and God's devotees, and love them, as firmly as he now identifies with and loves
his own body, Maharaj said, that peace stays with him always. Asked what understanding keeps a devotee from
falling in bad times, he gave the same answer: whoever takes God and
his devotees as his own self, as he now takes his body, meets no obstacle and never turns away from them.

Then he asked about Sita. When Ram sent her into exile, she wept bitterly, and Lakshman too was grieved. She
told him she was not weeping for her own pain but for Ram's: he was so compassionate that, having left her in
the forest because of public talk, he must now be grieving that he had exiled her though she was blameless.
Tell him, she said, that Sita is not suffering and will worship him happily at Valmiki's hermitage, so he
should not grieve for her. She never found fault with Ram. Suppose one devotee never finds fault with God or
his devotees, though his detachment and dharma are ordinary, and another has very strict detachment and dharma
but lacks Sita's understanding. Which should one befriend? The first, said Chaitanyanand Swami; never the
one who finds fault with God and his devotees, however strict. That is right, said Maharaj.
""", """Devotees take from it that Sita's refusal to blame Ram is worth more than the strictest austerity
joined to a fault-finding mind."""),
            D("gadhada-iii-12", "A teaching that works like a charm", """
At Gadhada in 1827, Shriji Maharaj spoke to instruct his devotees. One who wants his own liberation should
keep no pride of high birth, wealth, good looks or learning, and should live as the servant of the servants
even of poor satsangis.

One who has come to see fault in God and his devotees, even if he is called a satsangi, should be regarded
like a rabid dog: as its saliva passes on the madness, whoever loves such a person or listens to his talk
becomes like one turned away from God. As consumption cannot be cured by any medicine, the demonic mind of
one who finds fault with God and his devotees never leaves him. Even for countless killings of Brahmins,
children, women and cows, and for violating a guru's wife, the scriptures give remedies and a release in
time; for finding fault with God and his devotees they give none. Poison, drowning or a demon kill a man once; one who harms God and his devotees must die and be born again for
countless aeons. Illness or an enemy destroys the body, not the jiva; harming God and his devotees destroys
the jiva itself, in the sense that, like one who is neither man nor woman, it becomes so useless that it can
never again strive for its own liberation.

Nor should one keep strong affection for one's bodily relatives, even if they are satsangis; as milk and
sugar touched by a snake's saliva kill whoever drinks them, the bond of the body is that saliva in such
love. So, unattached to the world, one should
lovingly worship God. Whoever keeps
this talk in his heart, Maharaj said, will meet no obstacle on the path of liberation; it works like a
charm.
""", """Devotees take from it a short rule for a safe path: humility towards all devotees, no fault-finding
with God and his own, and no binding attachment to family."""),
            D("gadhada-iii-15", "When the bandage fits", """
At Gadhada in 1827, Shriji Maharaj told Muktanand Swami about a long talk he had had that day with the
devotee who cooked for him.

When a devotee sits down to worship God in his mind or to meditate on him, he said, the memory comes back
of every time he was overcome by the pleasures of the five senses, or by lust, anger, greed and the
like, when bad places, times and company got the better of him.

He compared this to a brave warrior who comes home wounded from battle and lies on his cot. Until a
bandage is found that fits, the pain of his wound does not ease and he cannot sleep; once it fits, the
pain goes and sleep comes. In the same way, the senses' objects have wounded the jiva through bad
places, times, company and deeds. Among the nine forms of devotion there is one in which the pain of
those wounds fades and the pleasures are no longer remembered; that form is the bandage that fits, and
it is that devotee's own firm bent for worship and remembrance.

Remaining in that bent, he should do his mental worship, chant God's name and whatever else he does, and
he will benefit greatly. If he does not recognise his own bent, then like a wounded man whose bandage
does not fit, he finds no joy in worship and remembrance, and the pain of his wounds does not go away.

So whichever of the nine forms of devotion makes a devotee's mind cling to God, with no thought of
anything but God, he should know to be his own, and make it his principal devotion. This, Maharaj said,
is a settled principle.
""", """Devotees take from it the counsel to find the form of devotion that truly holds their mind on God,
and to make that their main practice."""),
            D("gadhada-iii-16", "Loyalty like a faithful wife's", """
At Gadhada in 1827, Shriji Maharaj asked the sadhus and householders a question. A devotee of God takes no
time to give up someone full of faults; but how does he give up one who has excellent virtues? Love for a
virtuous person, relative or not, arises naturally, and love born of virtues does not go even when one
tries to remove it. What, then, keeps a devotee from loving anyone but God, however virtuous? No answer settled it.

He answered with the faithful wife. Her husband may be poor, plain, sick or old, yet seeing a rich,
handsome young man she feels not the least admiration. If she looked at another man with feeling or
laughed and joked with him, her faithfulness would be lost. She gives food and water to guests and to her
husband's relatives, but does so because they are his; she has no love for any other man like her love for
her husband, and lives as he wishes.

A devotee needs the same firm loyalty to God. One whose love, like a faithful wife's, is bound to the
form in which he has seen God does not come to love even great released souls and sadhus in the same way,
nor even the other incarnations of his chosen God; he loves only the form he has attained and lives by its
wishes, and if he honours others, it is as belonging to God. Hanuman is such a devotee: many incarnations
came after Ram, but his devotion stayed with Ram alone, like a faithful wife's.

Devotion of that kind is called a faithful wife's; without that loyalty it is like an unfaithful wife's. So
a devotee should not, knowingly, practise a devotion that brings disgrace, but thoughtfully keep a firm,
single-hearted devotion.
""", """Devotees take from it the ideal of single-hearted loyalty to the form of God they worship, honouring
others only as his."""),
            D("gadhada-iii-18", "When old desires are like old rice", """
At Gadhada in 1827, Raghuvirji, Shriji Maharaj's nephew, asked why the jiva's state in dreams is not like its
state when awake. It is the same, Maharaj said, for whatever desires one has while awake are what surface in
dreams. Things never seen or heard that appear in dreams, he told Nirlobhanand
Swami, come from the desires of past lives' actions.

Akhandanand Swami asked how long past actions keep their force in God's devotee. As a
person keeps the company of a true holy person, Maharaj said, the desires from past actions grow old, and can
no longer cause birth and death, just as rice three or four years old can still be eaten but will not sprout if
sown. How can one tell? Two men fighting with swords and shields seem equally strong as
long as both stand their ground; the one whose foot steps back has lost. So while thoughts of God and thoughts
of pleasures are equally matched in a devotee, his desires are still strong; when thoughts of God drive back
thoughts of pleasures, they have grown old.

Then he asked how others can recognise a devotee free of body-pride and of interest in
pleasures. When Muktanand Swami asked him to answer, he said such a devotee, householder or
renunciant, keeps as much body-consciousness and enjoys as much of the senses' objects as God's command makes
fitting, and no more. Like a very weak animal propped up and held by its horns
and tail, he stands only as long as he is held; like a bow that bends only while it is drawn, he engages in worldly affairs only as far as
God commands. One with desires cannot free himself from his affairs, even at God's command.
""", """Devotees take from it that holy company makes old desires lose their power to bind, and that the free
devotee acts in the world only as far as God asks."""),
            D("gadhada-iii-19", "Two failings of a renunciant", """
At Gadhada in 1827, Shriji Maharaj said that there are two failings that keep a devotee who has
renounced the world from shining in satsang: desire, and love for his own relatives. One with these two seems to him like an animal, above
all one who loves his relatives. A
renunciant should keep not the least affection for them; for a renunciant, he said, it is a worse sin
even than the five great sins. Such a devotee should know his conscious self as distinct from his body
and its relatives, thinking, I am the self and have no tie to anyone, and count his relatives among the
eighty-four lakh kinds of beings.

If he starts valuing his relatives as fellow satsangis, he adds respect for devotees to a love that is
already there by nature, and comes to love them more than God and God's devotees; that ruins his life.
Even one who is not a relative but serves him personally draws this natural affection, so a wise
renunciant should not be attached even to a devotee who serves him. As milk and sugar become poison once a
snake has put its mouth in them, affection mixed with self-interest binds the soul, even when the other
person is a devotee. The mind then dwells on that person as on God, an obstacle to worship, as the fawn became a snare of ignorance for Bharatji. Whatever hinders worship of God, a
devotee should renounce completely.

He ordered that this talk be told and heard every day in every group of sadhus and renunciant devotees:
the senior in each group should tell it, and if he failed to, he should fast that day; and a listener who
did not come to hear it with faith should also fast.
""", """Devotees who have renounced the world take from it a daily reminder that affection for family or
for those who serve them can quietly take God's place."""),
            D("gadhada-iii-22", "Loving God as friend or servant; the worst sin", """
At Gadhada in 1827, Shriji Maharaj said that devotees like Zinabhai had the loving devotion
described in the song just sung; whoever has it loses all love for the senses' pleasures.

Muktanand Swami asked whose devotion is better: Narsinh Mehta's, who worshipped Krishna as a female companion, or
that of Narad and others, who worship him as servants. There are not two kinds, Maharaj said. Male and female
bodies alike are made of maya and perish; the self that worships is neither man nor woman but pure consciousness,
and in God's abode it takes whatever form God wishes or its service requires. But a devotee who loves wealth or
women as he loves God is not a firm devotee.  To look with lust at a devotee within satsang is worse than adultery outside,
for satsangis are like one's mother, sister or daughter; only the most wicked look that way at women of their own
family. Whoever wants to be a true lover of God must give up such sin first.

The greatest sin of all is to see faults in God and his devotees and so come to bear them enmity. One may in time be freed even from killing ten million cows, but never from harming
God and his devotees; such a person becomes a demon and never again becomes a devotee. Yet if, while still on that
path, he thinks, I have sinned greatly; I am low and they are great, and sees their virtue and his own fault, his
sins are destroyed. When Jay and Vijay insulted the Sanaks, Vishnu said
he would cut off even his own hand if it harmed such sadhus. So whoever has wronged a devotee should bow and please
him.
""", """Devotees take from it that the self who loves God is beyond male and female, and that harming God's
devotees is the one sin to fear above all."""),
            D("gadhada-iii-23", "Worship in the mind through the seasons", """
At Gadhada in 1828, Shriji Maharaj taught all the devotees how to worship God in the mind each day, differently
in each of the three seasons.

In the four months of summer, bathe God in cool, fragrant, pure water, give him a clean, fine white cloth to wear,
seat him on a beautiful seat and apply sandal paste to each part of his body, looking closely at each, with kumkum on his feet. Adorn him with garlands and ornaments of
flowers and a light white shawl. Then embrace him, once or twice,
as love moves you, take his feet to your chest and head, and cherish the sandal, kumkum and garland marks that
touch you as his prasad.

In winter, bathe him in warm water, seat him on a velvet mattress on a cot, dress him in trousers and a jacket,
tie a heavy saffron turban with gold thread and sashes, adorn
him with jewels and pearls, look closely at each limb, and put a kumkum
mark on his forehead. In the monsoon, imagine he has come back drenched from a village or from bathing in the river
with the paramhansas; take off the wet clothes, dress him in saffron-dyed clothes and put yellow saffron sandal on
his forehead.  Offer in the mind whatever foods you yourself like, and incense, lamps and arti. Worship like this
increases love for God and greatly benefits the soul; he had never given this teaching before.

And when God or his devotees are pleased, count it great fortune; when they scold you to correct you, count that
great fortune too, for it will remove your faults, and stay cheerful.
""", """Devotees take from it a living way of mental worship, and the habit of welcoming both the praise and
the rebukes of God and his devotees."""),
            D("gadhada-iii-25", "What pleases him and what does not", """
At Gadhada in 1828, Shriji Maharaj said that the scriptures rightly teach worship and dharma without
desire for fruit, yet one should desire one thing: that God be pleased. Acting without that wish is tamasic; to wish for anything else brings only lesser rewards, such as the four kinds of liberation.
God is pleased not only by lavish worship: a poor person who offers water, a leaf, a fruit or a flower with faith
pleases him, as a king gives a village for a single verse in his praise. And the true devotee is one whom long
illness, hunger, want of clothes, or any pain or pleasure does not weaken in worship, vows, dharma and faith even
a little, but makes stronger.

Rajbai asked what pleases him and what displeases him. He listed what he dislikes: asking him again and again
how one should behave, rather than once; arguing back against his word while calling him one's deity; breaking in
when he is talking with someone; leaving meditation, dharma and devotion to God, saying God will make it happen;
relying only on one's own strength and not on God's; speech that cannot be trusted; being shy and lazy about
talks of God, singing and readings, though not about worldly work; boasting of one's renunciation or devotion;
or elbowing a senior aside to sit. He likes women who dress
modestly and walk with lowered eyes. One who keeps turning away from his darshan to look at whoever passes angers
him, though a sadhu must not strike anyone. Deceit, hiding one's thoughts from the one they should be told to, and
pride, anger and not speaking one's mind for fear of others are very bad; and devotees treating one another as
equals without regard for one another is very bad too.
""", """Devotees take from it a frank list of small habits that please or displease God, and that only his
pleasure is worth desiring from their devotion."""),
            D("gadhada-iii-26", "What he dislikes and what he likes", """
At Gadhada in 1828, Shriji Maharaj described the sant worthy of being served as God is served: one who restrains
the workings of his senses and mind rather than being restrained by them, does only what relates to God, keeps the
five vows firmly, knows himself as Brahman and worships Purushottam. Such a sant is neither merely human nor
merely divine and deserves service like God, and women should serve women with such virtues.

Atmanand Swami asked what marks one whom pleasures cannot bind even if he leaves satsang. One in whom dharma is
strong, Maharaj said, who firmly believes that good and bad deeds bear fruit in the next world, and who has a sense
of shame before people, like Mayaram Bhatt and Nishkulanand Swami; neither wealth nor women move
such a person. Two attitudes are great obstacles to dharma: taking self-knowledge to mean that nothing one does can
touch the self, and dwelling on God's greatness to excuse breaking his commands. Better to have both, and keep desirelessness, freedom from greed,
taste, attachment and pride firmly to please God, fearing his displeasure at any lapse. One with that firm knot never falls; without it, even the learned
or devoted may lapse and be bound.

He dislikes, he said, pride of any kind, in devotion, renunciation, detachment, being Brahman, understanding or
keeping vows; pretence, showing more conviction, devotion and dharma than one has; worshipping God as if one were
God oneself; keeping a vow one moment and dropping it the next; and thinking oneself very small before God without
knowing oneself as the self distinct from the body. He likes one who knows God's greatness and himself as Brahman,
keeps dharma, worships steadily, regards even the simplest devotee as greater than himself, and never shows off his
understanding.
""", """Devotees take from it the marks of a sant worth serving, and the pride and pretence Shriji Maharaj
asked his devotees to leave behind."""),
            D("gadhada-iii-27", "Which stubbornness to keep", """
At Gadhada, Shriji Maharaj compares two kinds of happiness. In seeing God, a person tastes at once the
joy of all the objects of the senses together, and that joy is divine and never perishes. The pleasures
of the world's objects are poor beside it, short-lived, and in the end a source of misery. So a seeker
should turn away from them and attach himself wholly to God's blissful form.

A devotee who longs to worship God and to stay with the Sant will give up any ingrained nature of his and
live as the Sant wishes. Stubbornness about keeping one's vows is precious and should be held on to;
stubbornness about one's own habits is worthless, and should be dropped as soon as the Sant asks. One who
keeps the vows but holds on to his habits is a royal sage at best; one who keeps the vows and worships
only to please God is a true sage and a genuine sadhu.

Ego, he warns, is a great fault: lust and anger grow out of it, the Sant feels no compassion for the
proud, and pride makes people fall from satsang. Understanding God's greatness removes it.

The Sant who keeps the five vows is directly joined to God, and conviction in God gained through his
words is conviction in God itself. Whoever loves a firm devotee of God will be liberated. And by dwelling
deeply on the greatness of the self and of God, a person comes to the same experience and joy that
others find only in trance.
""", """Devotees take from it a simple test for their own stubbornness: to hold fast to their vows, and
to let go of their habits the moment the holy ask it."""),
            D("gadhada-iii-29", "Two young devotees", """
At Gadhada at the start of 1829, Shriji Maharaj asked Shukmuni about two satsangis, both twenty, equal in
conviction, love, devotion, detachment and dharma. By destiny one married; the other, who also wished to marry,
found no wife and stayed a renunciant. Neither had strong detachment, so both keenly wanted pleasures. In which
will that craving lessen? The Vedas say one with intense detachment should renounce straight from celibate studenthood,
and one with mild detachment should first be a householder, to wear down that craving, then withdraw, then renounce.

Maharaj said the householder is better off. The renunciant without strong
detachment has not seen pleasures as worthless, nor is he firm in self-knowledge; outside satsang he would be caught
by them, and only craving for satsang would bring him back. The householder benefits even if he sees the sants only
every six months. Renunciation suits strong detachment; with mild detachment it will not last the body's life.

Shukmuni objected that hearing of God's greatness and reflecting might make detachment strong, and that many seem to
gain detachment later. One's own reflection alone does not bring it, Maharaj said. But if a person comes to love a
great sadhu with dharma, knowledge, detachment and devotion as one loves God, he does everything by that sadhu's
wish, fearing to lose his love, and then his renunciation will hold even without detachment. So it is in their
satsang: all the women keep their vows as well as the two or three senior ones, and so do paramhansas and devotees
far away, for fear of displeasing him. When he was ill at Panchala, had he died, only the strongly detached, those
bound to such a sadhu by love, and those who kept satsang and their vows, knowing God within all, would have stayed
firm.
""", """Devotees take from it that love for a great sadhu, more than their own reflection, keeps a
renunciant's vows firm."""),
            D("gadhada-iii-30", "Five things always in mind", """
At Gadhada in 1829, Shriji Maharaj spoke of his own inner life, to teach his devotees.

Two things please him and hold his mind. One is a devotee firmly convinced that within a mass of
conscious light the form of Purushottam is always present, who worships that God; one who reveres only
the formless light and does not accept God as always having a form does not please him. The other is
one who practises austerity, yoga, detachment and turning from the senses' pleasures sincerely, to please
such a God. Seeing such a person, he says, his heart cries, well done.

And five things he keeps in mind at all times. First, that he must certainly die and leave this body,
and that it could be this very moment; he lives in every pleasure and pain with that awareness, which is
detachment. Second, a constant reckoning of what work he has done before death comes, and what remains
to be done. Third, a constant distrust of himself: he believes the desire for the senses' pleasures has
gone from his mind, yet asks why the actions connected with them still happen, in case it has not.
Fourth, looking into the hearts of great sadhus such as Muktanand Swami and of leading devotees, to see
whose desires have gone and whose have not. Fifth, he does not let his mind turn fully away from the
world, for if he did, who knows where he would wander off and his body fall away; and it is good that
through him so many men and women and paramhansas worship God happily. Seeing them worship gives him
great joy: everyone must die, but to worship like this is the great gain of living.
""", """Devotees take from it a pattern for daily self-examination: remembering death, taking stock of
their work, distrusting their own desires, and rejoicing in others' devotion."""),
            D("gadhada-iii-31", "The image that changes with the seat of the gaze", """
At Gadhada in 1829, while the paramhansas sang to music, Shriji Maharaj sat long in thought, then stopped them
to share something short, very useful for those who meditate, that he had never told before.

God's abode, he said, is a mass of light like millions of moons, suns and fires, like an ocean, and in it is the
form of Purushottam, from which he takes his incarnations. He is beyond the perishable and the imperishable, the cause of all causes,
and out of compassion he is now present before
them all for their liberation. So the form in that abode and the form of Krishna before them are closely alike.
When a meditator's gaze, wholly detached from every other form, is captivated by that human form, he finds no
difference at all between the form before him and the form in the abode, not in size, build or a single hair.

Meditating on that form outwardly before the eyes, it is the same. Looking inward, within the eyes, it appears as
small as the pupil; lower, below the throat, it appears huge, tall, broad and even fearsome, as a shadow is the
size of the body at noon but long at sunset. Seen in the intellect within the heart, or in the jiva within it, it
appears only thumb-sized, two-armed or four-armed. Beyond the jiva, within the mass of light, it appears exactly
as it did before the eyes. So the form in Akshardham beyond the gunas and the form before them are one; the human
form is also beyond the gunas. The differences come from the seats of the gunas, sattva in the eyes, rajas in the
throat, and the jiva in the intellect. Then he asked them to resume the song; he had spoken of himself indirectly.
""", """Devotees take from it that the form of God before them is the very form in his abode, whatever changes
the mind's stations seem to make in it."""),
            D("gadhada-iii-32", "Using God's greatness as cover for sin", """
At Gadhada in 1829, Shriji Maharaj asked Muktanand Swami and other sadhus to explain the Gita verse that
says the objects of the senses turn away from one who fasts. They explained it with Ramanuja's commentary. His own
conclusion, is that a young person should reduce his food and keep moderate habits of
eating and recreation; when food is reduced, the body's strength lessens, and only then are the senses
conquered. If he also keeps his mind lovingly on the nine forms of devotion, his
satsang will reach its goal; otherwise he will sooner or later be overcome by the senses and turn
away, and even one adept at trance like Govardhan must beware. Sudden long fasts only increase craving; food should be reduced gradually, as fine
drops of rain add up to much water.

Then he described how a true devotee understands God's greatness. God is always present with a form in
his radiant abode, Akshardham; he is the cause, controller and indweller of all, king of kings of
countless universes, divine and blissful, free of maya's qualities. Knowing the God before him in this
way, the devotee sees everything else as worthless and perishable, loves God alone, and worships him in the
nine ways. Knowing that even time, maya, Brahma, Shiva, the sun and the moon stay within God's bounds, he
keeps the bounds of dharma God has set, to please him, and never breaks them.

One with a perverse mind reasons instead that God is so great, the saviour of the fallen, that a little
wrongdoing will not matter. Using God's greatness as cover, he is not afraid to sin. Such a person is wicked, however devout he
looks, and his company should be avoided.
""", """Devotees take from it that knowing God's greatness should make them keep his commands more
carefully, never less."""),
            D("gadhada-iii-34", "A third way to desire only God", """
At Gadhada in 1829, Shukmuni asked: two means make a person desire only God and nothing of maya, love for God and
detachment joined with knowledge. Is there a third way for one who lacks those two in full but has conviction and
trust in God? Those two are the means, Shriji Maharaj said; without them desire for other things does not go, and he lives unhappily, though God will liberate him at
death. But there is a third:
to keep carefully the rules laid down for him. First, the rules of his dharma for renouncing the senses' pleasures, such as not looking at women or
listening to talk of them. Second, the rules of the nine forms of devotion, serving God and
his devotees and hearing his stories. Then good thoughts arise; detachment and love for God come and grow strong, and desire for God
alone increases day by day.

Shukmuni then asked about anger, which arises when a desire or attachment is thwarted and desire turns into anger;
can it be avoided? When a great sadhu, by God's command or understanding the scriptures, has resolved to keep many
souls within dharma and on God's path, Maharaj said, and someone breaks dharma, he grows angry, because his good
resolve is broken; unless he rebukes him, the bounds will be broken and that soul will not be helped. Such anger is
fine. Only by leaving everything for the forest could he avoid it, and he will
not give up his resolve. And one who loves a great sadhu, seeing him as his own hope of liberation, never grows angry with him,
even if angry by nature. One who quarrels with a sadhu over trifles has a worldly mind, like a king's clerk, not a
sadhu's.
""", """Devotees take from it that keeping their vows and the practices of devotion can grow the love and
detachment they lack, and which anger serves others' good."""),
            D("gadhada-iii-35", "Refuge that does not sway", """
At Gadhada, Shriji Maharaj describes the devotee whose refuge in God holds even in hard times. He
understands God's greatness and sees everything else as worth nothing. When God or the Sant forcibly
bends his nature, he is not upset and stays straightforward; and if he is upset, he blames himself and
never sees a fault in God or the Sant.

But someone whose desires are strong, he warns, will be upset when his nature is bent, and will fall
away from satsang.

The path of God's devotee, he says, is to live as God likes, to worship him, and to please God and his
devotees.

He then explains why slandering a true sadhu is slandering God: God lives in the heart of such a sadhu
and is hurt along with him; and serving him is serving God. He describes that sadhu. He believes that
God has a definite form, is the doer of all, and is always present on earth. He is glad to see anyone
worship God as present. He drops any habit of his that would stop him living among the devotees. He
enjoys giving away even precious things. He is the same inside and out. He is calm by nature, yet he
cannot bear the company of those who oppose satsang.
""", """Devotees take from it that trials show the strength of refuge, and that reverence for the true
sadhu is reverence for God who dwells in him."""),
            D("gadhada-iii-36", "The sure means and the great obstacle", """
At Gadhada in 1829, Shriji Maharaj asked the paramhansas and devotees what the distinctive means of
liberation is, which no obstacle can block, and what the great obstacle is that makes one fall from it.
No answer settled it.

The sure means, he said, is this: to understand Purushottam as having an eternal form within the mass of
Brahman's light, and all incarnations as his; to take refuge, in whatever way, in God present before one;
to worship him while keeping dharma; and to keep the company of sadhus who have such devotion. No other
obstacle can stand in its way. The great obstacle is the company of dry Vedantins. We love those who seem
to do us good, as one loves a man who fed one in a famine; so the dry Vedantin shows what seems a benefit,
saying that the self is never born and never dies, is formless, and is untouched by sin however much it
sins, and so he demolishes God's form in the listener's mind. That is a great obstacle, for the listener
falls away from God's form. Their company, deeply ignorant as they are, is
the greatest obstacle to devotion.

Back in Dada Khachar's court, he said he had reached this conclusion after hearing all the scriptures and
travelling everywhere on earth, where he had seen many
adepts such as Gopaldas.
Without worship and meditation of God's form, he said, neither the self nor Brahman can be seen, just as
licking the sky for a hundred years will never yield a taste of sour or salt. The scriptures speak of
seeing the self through Sankhya and yoga without that seed of worship, but he had never seen anyone do it,
and it does not match experience; so that claim is false.
""", """Devotees take from it that liberation rests on worship of God's form in holy company, and that
teachings which dissolve his form are the greatest danger to devotion."""),
            D("gadhada-iii-37", "A king who has lost his kingdom", """
At Gadhada in 1829, Shriji Maharaj told the sadhus and devotees that one who has once truly known God's form does
not lose a trace of that knowledge even when place, time, action and company turn bad. A great king who by destiny loses everything and
lives on coarse grain and wild greens remembers at every meal the delicacies he once ate; one who always ate poorly has nothing to remember. So
one who has once known the joy of God's form and of worshipping him keeps remembering it, even if he loses the
company of the holy and goes away; one who never knew it is like an animal.

Then he described that knowledge. God's form is unlike any form of gods or humans arising from Prakriti. Time
devours all else but has no power over it; only God is like God. The released souls in his abode have forms like his, yet he is Purushottam,
worshipped by them, whose greatness no one reaches. Divine and beyond the gunas, he is the object of
meditation, and whoever meditates on him goes beyond the gunas. Staying in his own abode, he dwells in all the
souls of countless universes as their indweller, giving each the fruit of its karma; he is their life, without
whom they can do and enjoy nothing.  As fire in wood or stone is different from them, God in every soul is different from it.
And that God becomes like a man for the liberation of souls.

One who has known and worshipped such a God, and once truly tasted that joy, never forgets it. He tells this now,
he said, so that if this company is lost through hard times or destiny, they will remember it and be saved.
""", """Devotees take from it that the joy of knowing God, once truly tasted, stays with them through every
loss, like a king's memory of his kingdom."""),
            D("gadhada-iii-38", "God's form is real; six things that rob happiness", """
At Gadhada in 1829, Shriji Maharaj said that, reflecting with the help of Sankhya and the other
philosophies, he had concluded that every form that comes from maya's work is unreal, since time
destroys them all. But the form of God in his abode, Akshardham, and the forms of the released souls who
attend him there, are real, divine and full of light. God and those souls have forms like a man's, with
two arms, made of being, consciousness and bliss. There God is always present, served by them
and giving them supreme bliss.

That same supreme Purushottam, out of compassion and for the liberation of souls, has appeared on earth
and is visible to everyone. He is the deity they worship, and he accepts their service. Between him and
the God in Akshardham there is no difference at all; the two are one. He rules Akshar and all
else, is the cause of all causes and the source of every incarnation, and is to be worshipped by them
with single-minded devotion. His earlier incarnations, too, deserve worship.

He went on: one who has these six, greed for wealth, a desire for women's company, a tongue attached to
taste, pride in the body, affection for bad company, and attachment to relatives, will never be happy,
living or dead. One who wants happiness should root them out, turn towards a life of withdrawal, avoid
companionship with his peers, and bind himself to a detached sadhu of God, free of body-pride, who
treats a small command of God as seriously as a great one, and obey him in thought, word and deed. He should keep far from the objects of the senses, and never break his own vows to touch
them; whoever begins to indulge them loses his footing.
""", """Devotees take from it the faith that God in their midst is the same God who dwells in his abode,
and a list of six habits to root out for lasting happiness."""),
            D("gadhada-iii-39", "The herb that draws out arrows", """
At Gadhada, Shriji Maharaj defines maya simply: it is the sense of "I" towards the body and of "mine"
towards whatever is connected with the body. Every scripture, he says, teaches the same principle: to
root out this maya and to grow in love for God.

He then speaks of knowing oneself as the self. When that knowledge is firm, a person stops looking for
faults in others. The self is full of consciousness; it has died in countless ways, and yet it has never
perished.

He speaks too of God's greatness. God is the lord even of the lords of countless universes. His bliss is
rare, divine, unending and eternal. Even the greatest gods, Brahma and Shiva among them, put the dust
of his feet on their heads. His skills have no number, and nothing is like him but himself. One who
understands this becomes detached from everything other than God and grows in love for him.

This twofold knowledge, of the self and of God's greatness, is to be pressed into the mind with great
intensity. There is an herb, vishalyakarani, said to draw out arrows lodged in the body; in the same
way, this knowledge draws out the craving for the objects of the senses. Only those with a godly nature
grasp it, he says; those with a demonic nature do not.
""", """Devotees take from it the Vachanamrut's closing summary of the path: to let go of "I" and
"mine", and to know both the self and the greatness of God."""),
        ],
    },
]


# Summaries written in the companion modules (one per contributor working at the same time) join their
# parts here, in the text's order.
_PARTS = {"gadhada-i": "Gadhada I", "sarangpur": "Sarangpur", "kariyani": "Kariyani", "loya": "Loya",
          "panchala": "Panchala", "gadhada-ii": "Gadhada II", "vartal": "Vartal", "amdavad": "Amdavad",
          "gadhada-iii": "Gadhada III"}


def _merge(extra):
    by_title = {section["title"]: section for section in SECTIONS}
    for item in extra:
        prefix, _, number = item["ref"].rpartition("-")
        by_title[_PARTS[prefix]]["units"].append(item)
    for section in SECTIONS:
        section["units"].sort(key=lambda u: int(u["ref"].rpartition("-")[2]))
    shipped = sum(len(section["units"]) for section in SECTIONS)
    META["coverage"]["note"] = META["coverage"]["note"].format(shipped=shipped)


from vachanamrut_more_a import UNITS as _UNITS_A  # noqa: E402
from vachanamrut_more_b import UNITS as _UNITS_B  # noqa: E402
from vachanamrut_more_c import UNITS as _UNITS_C  # noqa: E402

_merge(_UNITS_A + _UNITS_B + _UNITS_C)
