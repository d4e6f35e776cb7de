"""More Vachanamrut summaries, written from the Gujarati text as described in vachanamrut.py (CC BY 4.0).
vachanamrut.py merges these units into their parts, in the text's order."""
from common import unit


def D(ref, title, retelling, explanation):
    return unit(ref, "discourse", title, retelling, explanation)


UNITS = [
    D("gadhada-i-2", "Three grades of detachment", """
At Gadhada in 1819, Mayaram Bhatt asked Shriji Maharaj how the best, middling and weakest
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
At Gadhada in 1819, Shriji Maharaj told the assembly to meditate on Shri Krishna together with
Radhika, and not to give up out of faint-heartedness even when the form does not appear within. On
devotees who persist in this way, he said, God bestows great grace, and their devotion wins him over.
""", """Devotees take from it that meditation is worth keeping up even when it seems to bear no fruit,
since God answers perseverance with his grace."""),
    D("gadhada-i-6", "The discerning and the undiscerning", """
At Gadhada in 1819, Shriji Maharaj contrasted two kinds of people in satsang.

The discerning see more of their own faults each day and the virtues of God and his devotees; when God
or the Sant speak harshly for their good, they take it as help, not hurt, and so they rise in satsang.
The undiscerning credit themselves with more virtues the longer they listen; when their faults are
pointed out, their pride twists the words and they find fault with the speaker, and so they lose
their standing. Whoever drops the conceit of his own virtues and bravely trusts God and his
Sant, Maharaj said, is rid of that lack of discernment and rises in satsang.
""", """Devotees take from it to hear correction from God and the Sant as help, and to look for faults in
themselves rather than in those who point them out."""),
    D("gadhada-i-7", "Within everything and beyond it", """
At Gadhada in 1819, Shriji Maharaj said that talk of the spirit in the scriptures confuses
people, and explained two terms: anvay, being within, and vyatirek, being distinct.

The jiva is within its gross, subtle and causal bodies, identified with them, and distinct from them as
pure being. Ishvara is likewise within and beyond his three cosmic bodies. Akshar Brahman pervades maya
and the universes, and is beyond them as being, consciousness and bliss. Shri Krishna
dwells within Akshar, ishvara, jiva, maya and the universes as their inner controller and ruler, and is
beyond them all in the light of Brahman in his own abode, Golok. These five, Purushottam, Akshar, maya,
ishvara and jiva, he said, are without beginning.
""", """Devotees take from it the five eternal entities of the Swaminarayan teaching, and how God can be
present in all things while remaining distinct in his own abode."""),
    D("gadhada-i-8", "The senses in God's service", """
At Gadhada in 1819, Shriji Maharaj taught that when the actions of the senses are kept in the
service of Shri Krishna and his devotees, the inner faculties become pure and the sins of countless ages
are destroyed; turned towards women and other sense objects, they corrupt the mind and lead away from
liberation. So one should enjoy sense objects only within the limits the scriptures set, keep the
company of the Sant and shun bad company. Then the sense of "I" in the body and of "mine" in its
relations fades, love for God becomes extraordinary, and detachment from all else follows.
""", """Devotees take from it that the senses need not be starved but turned: used in service of God and his
devotees, they purify rather than bind."""),
    D("gadhada-i-9", "Wanting nothing but the God before one", """
At Gadhada in 1819, Shriji Maharaj spoke of a devotee who has recognised God manifest before him,
worships him and has his darshan, yet feels incomplete, thinking his liberation unfinished until he has
seen the radiant form of this same God in Golok, Vaikuntha or another abode. Such a person is ignorant,
he said; do not even listen to him speak about God. To the one who is firmly devoted to the manifest
God, counts himself fulfilled by his darshan and wants nothing more, God himself insists on showing
his glory and his forms in his abode. So a devotee of single-minded faith should want nothing but the
manifest God.
""", """Devotees take from it that the darshan of God present before them is already complete fulfilment,
and that longing for more is a lack of understanding."""),
    D("gadhada-i-11", "Desire, and the devotee of God alone", """
At Gadhada in 1819, Brahmanand Swami asked what vasana, latent desire, is. Shriji Maharaj said it
is the wish in the mind for pleasures already enjoyed, seen or heard of, and also for pleasures never yet
enjoyed. Then Muktanand Swami asked who is an ekantik devotee, one devoted to God alone. The one, said
Maharaj, who has no desire for anything but God, and who worships God taking himself to be of the nature
of Brahman.
""", """Devotees take from it that even unknown pleasures can seed desire, and that the ideal devotee
wants only God while knowing himself as Brahman."""),
    D("gadhada-i-15", "Never faint-hearted in meditation", """
At Gadhada in 1819, Shriji Maharaj described the courage of one who has devotion in his heart.
He resolves to do whatever God and the Sant say, and never bargains over which commands he can keep. In
holding God's form in his heart he does not lose heart when it will not stay, but brings fresh faith
each day; when bad thoughts will not be pushed away, he remembers God's greatness, treats them as false
and keeps on, for ten years or a hundred if need be, since the Gita says perfection comes over many
births. Such a devotee is ekantik.
""", """Devotees take from it to meet obedience and meditation with steady courage, without bargaining and
without giving up, however long it takes."""),
    D("gadhada-i-16", "What discernment looks like", """
At Gadhada in 1819, Shriji Maharaj described a devotee who can tell the true from the false. He
sees and drops his own faults; if he seems to see a fault in the Sant or another satsangi, he sets it
aside and takes their virtues, and in God he sees none at all. He trusts the words of God and the Sant
without doubt, and when told he is distinct from body, senses, mind and breath, he lives as that self,
not carried along by the mind's thoughts. He keeps away from things and company that would bind him or
weaken his devotion, and takes up right thoughts, not wrong ones.
""", """Devotees take from it a practical picture of discernment: strict with one's own faults, generous
towards other devotees, trusting the Sant's word, and wary of what binds."""),
    D("gadhada-i-17", "No faint-hearted talk", """
At Gadhada in 1819, Shriji Maharaj called Muktanand Swami, Gopalanand Swami and other sadhus
and said he wanted to remove the bit of bad company that remained within satsang itself.

That bad company, he said, is speakers who talk without courage: who say no one can truly keep God's
commands or the vows, so keep what you can and God will save you anyway; or that no one can hold God's
form in the heart unless God in mercy allows it. Such talk weakens others in dharma, knowledge,
detachment and devotion.

From that day, he ruled, all talk in satsang must be full of courage; whoever lets such talk slip
should fast that day.
""", """Devotees take from it to speak of the spiritual path with courage, since discouraging words, however
humble they sound, weaken others' effort."""),
    D("gadhada-i-18", "Pure intake through all five senses", """
Before dawn one day in 1819, at Gadhada, Shriji Maharaj called the paramhansas and satsangis
and told them something that frees whoever lives by it, as learning the Vedas and Puranas does not.

He had asked himself what disturbs a devotee's heart. The inner faculties are at fault only for the
carelessness of thinking nothing is left to do once God is found. The main fault lies with the five
senses. Every food affects mind and body, as bhang makes even a devotee forget his vows and God. In the same way, hearing the talk of killers, the adulterous and the corrupt, touching a sinful
person, seeing one, or smelling a flower from his hand clouds the mind like drink. In the same way the words,
touch, darshan and prasad of God and the great Sant purify, taken within the vows and the rules of
caste and stage of life. Whoever indulges the senses without telling good from bad will lose his
judgment, even one like Narad or the Sanaks; keep the intake of all five pure and the mind becomes pure,
with unbroken remembrance of God.

Company shapes the heart as well: sitting among revellers in a fine mansion with wine and dancing
girls, and among ragged paramhansas in a grass hut speaking of God, leave two very different minds.
So no one should keep the company of the unworthy; anyone, man or woman, who remains unworthy after
joining satsang should be put out of it at once, as a snake-bitten finger is cut off.

Let no one imitate him, he warned: he is eternally free, with Nar-Narayan in his heart, and seizes the
mind as a lion seizes a goat. When he accepts
food, a bed or gifts, it is for the giver's good, not his own pleasure.
""", """Devotees take from it that what enters through each sense, and the company kept, shapes the mind,
so purity of intake is a daily discipline."""),
    D("gadhada-i-24", "The sourness of God's greatness", """
At Gadhada in 1819, Shriji Maharaj told the paramhansas how one becomes
established in knowledge beyond Prakriti and Purusha. In that state Prakriti, Purusha and all they have
produced pass from view, which is called the dissolution through knowledge. One sees a single undivided
consciousness with only God's form within it; sometimes only the light, sometimes the light and the form
together. It comes from keeping the mind unbroken on God's manifest form, and each person
sees as much light, and hears as much of the sacred sound, as the greatness of God he has understood.

As far as conviction in God and his greatness are understood, bad thoughts stop. Suck one slice of lemon
and the teeth can still chew chickpeas; suck many lemons and not even cooked rice can be chewed. So in one soured by God's greatness, the mind, intellect, chitta, ego and the ten senses
cannot chew their objects; without that conviction they never fully turn away.

God is beyond maya, though he seems human for the sake of souls. Whatever fault
the small-minded imagine in him, lust, anger, greed or envy, grows in themselves, like dust thrown at
the sun that falls into one's own eyes; one who sees God as faultless becomes faultless, however bad his
nature.

Brahmanand Swami asked why a devotee with calm senses, a clean mind and firm conviction may still feel
empty. Because, said Maharaj, he does not rejoice that the manifest God has
revealed himself to him, freed him from passions and placed him among saints like Narad and the Sanaks; like a child holding a wish-granting gem, he does not know its worth. And when a
devotee's fault is seen, one should think that great merit brought him to satsang, and see his virtue.
""", """Devotees take from it that understanding God's greatness dulls the taste for sense objects, and
that knowing what one has received should fill the heart with joy."""),
    D("gadhada-i-25", "Twenty streams made one", """
One morning in 1819, at Gadhada, Shriji Maharaj said that a devotee
who keeps his own dharma may still not feel fulfilled. Fulfilment comes from two things, knowing oneself
as the self and understanding God's greatness, and what is lacking in them
hinders even samadhi.

He had recently put a devotee, Ladkibai, into samadhi; seeing intense light, she screamed that she was
burning. So he taught her that she was the indestructible self, not the body, and sent her again into
samadhi. At each higher centre the sound grows louder and the light brighter, until even the bravest
lose nerve, as Arjun could not bear to see God's cosmic form. So one must understand oneself as
distinct from the body.

Samadhi comes in two ways. In one, restraining the breath through the eight-limbed yoga stills the
mind. In the other, the mind is stilled, and the breath with it, when every desire has broken away and
only the desire for God's form remains. The water of twenty leather buckets drawn from one well is weak
while it runs in separate channels; brought together, it flows like a river no one can turn back. So
the mind of one without worldly desires joins God's form, while a worldly mind is
spread thin over the objects of the ten senses. When mind, chitta, intellect and ego all turn
to God, the desire has become one, and the devotee has the fruit of yoga without practising it.

So hold fast to self-knowledge with detachment and to God's greatness, and keep the vows, which are God's
command. Count oneself fulfilled and worship God constantly, neither drunk with that understanding nor
feeling unfulfilled: feeling unfulfilled wastes God's grace like seed sown in salt land, and
carelessness burns it like seed thrown in fire.
""", """Devotees take from it that knowing the self and knowing God's greatness bring fulfilment, and
that gathering every desire into one for God stills the mind."""),
    D("gadhada-i-36", "The pauper in renunciant's robes", """
At Gadhada in 1820, sitting under a neem tree before the Vasudev Narayan temple, Shriji Maharaj
asked how one should regard a man who has left the world and taken a renunciant's garb, yet still loves
passing things more than God's form. Like a beggar beside a rich merchant, he said: a beggar who picks
grain from the rubbish is thought by himself and others to be paying for past sins. So the great ekantik
sadhus see such a renunciant, who hoards and craves fine clothes and other things and has no love for
dharma, knowledge, detachment or devotion, as a sinner. The true renunciant sees rubbish and gold as the
same, does not sort things into good and bad, and loves God alone.
""", """Devotees take from it that renunciation is measured by what the heart loves, not by the robes one
wears."""),
    D("gadhada-i-42", "Injunctions are real", """
At Gadhada in 1820, seeing some Vedantin brahmins in the assembly, Shriji Maharaj asked what those
who study Vedanta mean when they say that the scriptures' commands and prohibitions are false, and so
are heaven and hell, disciple and guru, and only Brahman is real. Shankaracharya, the teacher of all
Vedantins, had his disciples carry staff and water-pot, recite the Gita and the thousand names of
Vishnu, worship Vishnu, bow to seniors and beg only from pure brahmins. Are today's knowers greater than
he? They speak from folly.

The scriptures call injunctions false only in this sense: on a ship a year out at sea, with neither
shore in sight, the passengers say there is only water. So one who is established in Brahman without
wavering says only Brahman exists. Others repeat his words without that state, and call injunctions
false while tending wife, children and worldly affairs with care; such teachers are the lowest of men,
atheists. Shankaracharya wrote hymns to Vishnu, Shiva, Ganapati, the Sun and other gods so that people
would not turn atheist, and those who now say a knower is untouched by any sin speak from folly.

Jadbharat, the greatest of renunciants, once a son of Rishabhdev who had left his kingdom, loved a deer
out of compassion and was born a deer. The gopis of Vraj loved Shri Krishna even with desire, yet crossed
maya and reached his abode, Akshardham, because Krishna was Purushottam himself, beyond the qualities of
maya. So bad company ruins even the great, and contact with God purifies even a sinner. If Brahman filled
everything alike, every wife's love for her husband would carry her where the gopis went; instead it
leads to hell. Injunctions are true, and those who call them false go to hell.
""", """Devotees take from it that no claim of knowledge sets aside the scriptures' commands, and that what
one loves, God or the world, decides where one goes."""),
    D("gadhada-i-46", "The space that is never dissolved", """
One evening in 1820, at Gadhada, a Vedantin brahmin named Bhatt Maheshvar asked Shriji Maharaj
how space is absorbed when everything merges in samadhi.

Space, Maharaj said, is room itself. Everything stands in it, and it pervades everything, even the
smallest speck of earth cut into countless pieces. The three bodies, the universe and its cause, Prakriti and Purusha, are all within
it, and it is within them too. Such space does not dissolve in deep sleep or in samadhi.

If space is one of the five elements born of tamas, how can it hold Prakriti and Purusha? Because without
room within Prakriti, the great principle could not come out of it, as fruit comes from a tree or a calf
from a cow. The space born of tamas is a changing
product; the space that upholds all is changeless and without beginning, and is called Brahman, or
chidakash.

In it Purusha and Prakriti expand and contract. When Purusha looks upon Prakriti, the elements and all
bodies and worlds are born of them, as children of husband and wife, and Purusha pervades them all; when
time destroys them, Prakriti lies as if merged in Purusha, and Purusha stays in his own form, like a
tortoise drawing in its limbs. Being within and beyond these belongs to Purusha; the all-supporting
chidakash is never beyond anything, since it is always in all.

Beyond the Lokalok mountain that rings the universe, above and below it, lie the seven coverings,
then darkness, then light: that light is chidakash, which is also
within the universe. Seeing everything as that space is the daharvidya, one of the ways of knowing
Brahman. Dark space born of tamas dissolves; chidakash never does. The brahmin and all present said no
doubt remained.
""", """Devotees take from it an image of Brahman as the changeless room in which all creation rises and
falls, untouched by its dissolutions."""),
    D("gadhada-i-47", "Four kinds of devotee", """
One morning in 1820, at Gadhada, Shriji Maharaj snapped his fingers for attention and said that
in each of God's devotees one of four kinds of conviction leads, though all four are present in lesser
measure.

The devotee led by dharma keeps the good conduct of his station and sincerely loves serving God and his
devotees: building temples and gardens for God, offering food, sweeping the temple and the sadhus'
quarters, and hearing scriptures on the dharma of God's devotees. The one led by knowledge of the self
lives as the self beyond the three bodies and states, understands the manifest Shri Krishna as supreme
and eternally of divine form, loves talk and texts about the self and God, and cannot bear anything
that disturbs that state. The one led by detachment dislikes all but God's form, forgets the home and
family he has left, keeps company with renunciants and shuns tasty food and fine clothes. The one led by
devotion cannot rest his mind on anything but God's form; he lovingly adorns God, delights in hearing of
God's human deeds, and loves only those who love God, more than his own sons.

The talk is a mirror, he said: a devotee who does not know his own leaning wavers with whatever he hears.
The devotees then each named their own, and those who shared a leaning stood together.

Nityanand Swami asked whether each leaning has virtues and faults. Living up to these marks is the
virtue, Maharaj said, and falling short of them the fault. Muktanand Swami asked whether any of the four
is higher. Alone, each is equal to the others, he answered; one in whom all four live is greater than
all, and is called a param bhagavat, an ekantik devotee.
""", """Devotees take from it a mirror for knowing their own leaning on the path, and the ideal of
growing until dharma, self-knowledge, detachment and devotion are all strong."""),
    D("gadhada-i-53", "Who grows and who declines", """
At Gadhada in 1820, Muktanand Swami asked why some people grow day by day in satsang while
others decline. Shriji Maharaj said that whoever finds fault with a great sadhu declines, and whoever
sees his virtues grows, and so does his devotion to God. A sadhu should be faulted only when he breaks
one of the five vows God has set. If his vows are intact and only his natural temperament seems
awkward, fixing on that while ignoring his many virtues makes one's own knowledge, detachment and other
virtues wither. So do not find fault with God's devotees without such cause; then good qualities grow
day by day.
""", """Devotees take from it to look for the virtues of the holy, judging them only by their vows and not
by their temperament."""),
    D("gadhada-i-54", "The open door to liberation", """
At Gadhada in 1820, Muktanand Swami asked how the dharma of God's devotees, taught in the
Bhagavat by King Janak and the nine Yogeshvars, is nourished, and how the door to liberation opens.
Shriji Maharaj answered both with one thing: close contact with God's ekantik sadhu, who has dharma,
knowledge, detachment and devotion together with a sense of God's greatness. Citing Kapil's words to
Devahuti, he said that when a person becomes as firmly attached to such a sadhu as he is to his own
relatives, the door to liberation opens.

Shukmuni asked how to recognise someone who will not slip from dharma in any crisis. The one, said
Maharaj, who feels the weight of God's every command and cannot bring himself to break any, large or
small; his dharma and his satsang stay firm.
""", """Devotees take from it that the attachment they give their families, turned to God's holy Sant,
opens the way to liberation, and that reverence for every command keeps dharma firm."""),
    D("gadhada-i-56", "The hollow rock and the ringing rock", """
At Gadhada in 1820, Shriji Maharaj stopped the singing and asked why, of the four kinds of
devotees in the Gita, all convinced of God, Krishna calls the one with knowledge the highest. When no one could answer, he said the knower lives as Brahman and
truly knows God's greatness, so he wants nothing but God; the others, not knowing it fully, keep other
wishes. Pride in detachment, self-knowledge or devotion that will not bow to a poor devotee is also a
great flaw. A well-digger who hears hollow rock expects much
water; rock that rings and sparks gives only a little. The proud may become great, but only in that
small measure.

Muktanand Swami asked how to remove such pride. By knowing the greatness of God's devotees, bowing to
and serving them, said Maharaj, and recognising pride when it stirs. Pride even
in loving devotion that has won God over is a grave flaw; pride in self-knowledge or detachment only
strengthens identification with the body. Looking within, a devotee will see the form of God in his
heart look stern when pride stirs and pleased when he is humble. Pride is alloy in gold; humble
qualities are pure gold, strong like space, which seems weak yet supports the other elements. A sadhu, however honoured, should be like a child, free of pride.

Muktanand Swami asked why one convinced that the self is distinct from senses, mind and bodies is
still troubled by thoughts in worship. Nothing is accomplished without the strength of
worship of God, Maharaj said; one can separate the self from what is not the self only as far as one's
faith in God reaches. Reflecting on God's greatness, lord of all the abodes, seeming human for his
devotees' joy, makes that discernment and detachment grow.
""", """Devotees take from it that pride spoils even the highest virtues, and that the strength to live as
the self comes from faith in God and his greatness."""),
    D("gadhada-i-65", "Questions among the senior sadhus", """
At Gadhada in 1820, Shriji Maharaj had the senior paramhansas question one another, so that each
one's understanding would show; when they could not answer, he answered.

Swayamprakashanand Swami asked how space arises and dissolves. As a child grows, Maharaj said, the
openings of the heart and senses widen and space seems to arise in them; in old age they shrink and
space seems to dissolve. So it is with the cosmic body. But the space that supports all is eternal, like
Prakriti and Purusha. 
Paramanand Swami asked how the sushumna channel is both inside the body and outside it. Whatever is in
the universe is in the body on a small scale, Maharaj said: rivers as channels, the sea as the water of
the belly, moon and sun in the ida and pingala. The senses are linked to their deities; reaching the end
of the sushumna at the crown, one reaches the fire deity Vaishvanar and sees an unbroken path of light up
to Prakriti and Purusha. That path is the sushumna.

Asked which state dissolves first, waking, dream or deep sleep, he said it depends on where the mind
settles on God's form with love: in waking, waking dissolves first; in dream, dream; in quiet stillness,
deep sleep.

Last, asked how God has the powers of knowing, acting and willing, he answered it himself. Waking, dreaming and deep sleep are the fruits of actions done under sattva, rajas
and tamas. In deep sleep the jiva lies like stone, knowing nothing of name, caste or deeds; God wakes it
and gives it knowledge, and it acts and desires by relying on God's powers. The jiva cannot move from
one state to another at will; God, who gives actions their fruits, decides what it experiences.
""", """Devotees take from it that even waking, dreaming and sleeping depend on God, who gives the soul its
knowledge, its power to act and its wishes."""),
    D("gadhada-i-68", "God dwells in the image and the Sant", """
At Gadhada in 1820, Shriji Maharaj told the sadhus that once, for a month, whenever he slept, he felt
he had entered the image of Jagannath at Puri and saw everything through its wooden eyes, the priest's
devotion and his deceit alike. Those in samadhi can enter other bodies this way, and the scriptures say
Shuk spoke from within a tree. So God dwells in person in the eight kinds of image he has given for
worship, and in the heart of the Sant.

What, he asked, of a devotee who treats the image as mere paint or stone and the Sant as an ordinary man,
and behaves shamelessly before them without fear of God? The paramhansas said such a man has no real
conviction in God and will not be liberated. Maharaj added that his disbelief would spread to the
manifest God, to God's abodes, and to God's role in creation, which he would credit to time, maya and
karma instead, until he became a hardened atheist.

Muktanand Swami asked whether such atheism comes from past karma or bad company. From hearing atheist
books, said Maharaj, and the company of those who trust them; and from lust, anger, greed, ego, pride
and envy, for while any of these is active one will not accept even Narad's advice. It goes when one
hears of God's work of creation, sustenance and dissolution in theistic scriptures like the Bhagavat,
and understands the greatness of God and the Sant.
""", """Devotees take from it to show the image of God and the Sant the same reverence as God himself, and
to guard faith against the company and passions that erode it."""),
    D("gadhada-i-70", "Two armies within, and the thorn instead of the stake", """
At Gadhada in 1820, during questions among the assembly, Kakabhai of Rojka asked Nityanand Swami who within says "enjoy the pleasures" and who says no.
The mind and the jiva, the Swami replied; then Maharaj answered.

From childhood, he said, we are taught: this is your mother, your cow, your house, your field; these words of the worldly settle in the intellect, set round the jiva like a
piece of mirror in embroidery, together with the pleasures of the senses. Later the Sant speaks of God's
greatness and the falseness of the world and its pleasures, and his words and form settle there too.
The two stand like armies at Kurukshetra. Whichever side is stronger decides whether the wish for pleasures comes. As the Gita says, victory lies where Krishna is, so the
side of the Sant will win.

The armies within are fed by their counterparts outside, he told Kakabhai: shun worldly company and keep
the Sant's, and the worldly side weakens. And for one whose struggle never ends before death, God, like a
master who knows which soldier faced hard enemies, sees his fight and helps him; he need not worry.

Jivabhai of Jaska asked how conviction in God becomes unshakeable. Keep satsang for liberation alone,
said Maharaj, not to get health, a son, wealth or lost land back; conviction built on such wishes falls
when they fail. He told of a thief who, on his way to sit with a sadhu, was pierced by a thorn and could
not go stealing; when the other thieves were caught and sent to the stake, witnesses saved him. So suffering written as a stake comes to a devotee as a thorn: he
had asked Ramanand Swami, and been granted, to bear his followers' pains and poverty himself.
""", """Devotees take from it that the struggle within is won by the company one keeps, and that satsang
kept for liberation alone gives a faith no loss can shake."""),
    D("gadhada-i-71", "God comes with his abode", """
At Gadhada in 1820, Somla Khachar asked which offence God does not forgive. God forgives all else, Maharaj said, but not
enmity towards his devotee; and the greatest offence of all, worse than the five great sins, is to deny
God's form by taking him to be formless. God is always of divine form, seated in his radiant Akshardham
and served by countless released souls. When he comes to earth for the good of souls, the bodies,
states, senses and breaths he takes on, as in Ram and Krishna, look human but are Brahman, not of maya.

Matra Dhadhal asked what envy is. Being unable to bear another's good and being glad at his harm, said
Maharaj.

Then Maharaj asked the sadhus how the scriptures teach liberation, since Shankaracharya taught God as
formless and Ramanuj and others as having form. The sadhus showed that liberation comes by
worshipping God with form. He agreed, and pressed them: does one who has met God manifest yet longs to
see Brahmapur or Vaikuntha lack conviction? Those abodes are beyond maya; and how can a house here,
which will fall, equal them? Nityanand Swami asked him to answer.

When God takes a form to liberate souls, Maharaj said, he comes with Akshardham, his attendants and all
his powers, though others cannot see them; a devotee in samadhi sees the light of countless suns in his
form, with the released souls and Akshardham along with it. Even so God accepts the service of his human
devotees, lives in their houses of clay and stone, and takes their offerings, to join them to his
divine attendants; whatever they offer becomes divine in his abode, and they receive it
there. So devotees should understand, and tell others, that God is present on earth together with
Akshardham.
""", """Devotees take from it that the God before them lacks nothing of his abode, and that every humble
offering to him reaches the divine."""),
    D("gadhada-i-72", "The fire of the ocean and the lamp", """
At Gadhada in 1820, Muktanand Swami asked Shriji Maharaj to repeat a talk he had given Dada Khachar.
A devotee whose conviction comes with a sense of God's greatness, and who values the Sant and satsangis
highly, Maharaj said, cannot be harmed by hard times or karma. No one who makes the poor suffer prospers;
that, like false slander or adultery with any of five kinds of women, is as grave as killing a brahmin. A true
fault should be pointed out in private, without shaming.

When the sadhus sang of Krishna's playful deeds, he said devotees see God's human actions as divine play,
while the weak find fault, as King Parikshit doubted Shukji's telling of the rasa. Krishna gave Kamdev,
proud of conquering the gods, every advantage and still defeated him, remaining wholly continent. So
paramhansas sing such songs, following Shukji.

God, with countless universes in each pore, shows human ways for the good of souls; in his full size no
one could see or serve him. The undersea fire that drinks the ocean would burn a house down; as a lamp
that a breath can put out, the same fire gives light and joy. So all God's human deeds are worth singing.

Kakabhai of Rojka asked about conviction with and without a sense of greatness. Without it, one wonders
whether liberation will come; with it, one knows it came with God's darshan, and does every practice only
to please him. Asked about the best, middling and lowest devotees, Maharaj said the best sees the self
and God within it, yet without pride holds God and the Sant higher; the middling has conviction and
self-knowledge but envies devotees, even God when slighted; the lowest has conviction but loves worldly
affairs too, rising and falling with them.
""", """Devotees take from it that God makes himself small enough to be served, and that knowing his
greatness makes a devotee secure and fulfilled."""),
    D("gadhada-i-73", "Mastering desire, and giving the mind", """
One night in 1820, at Gadhada, Gopalanand Swami asked Shriji Maharaj what lust is. Its form is the
vital fluid, Maharaj said: thoughts of women churn it from the body as butter rises from churned curd.
One in whom it never flows is a lifelong celibate, as Krishna remained among the gopis. It stays with the
subtle body and so passes into new births; even Shiva lost it on seeing Mohini. Firm celibacy belongs to
Nar-Narayan alone; worshipping him, his devotees too become steady in it.

Shukmuni asked about Krishna's many wives and sons in Dwarka. There, as a householder king like Janak,
Krishna followed Sankhya, acting yet knowing himself apart; in Vrindavan he kept celibacy among the gopis
by yogic power. As a boy, Maharaj said, he had practised yogic methods until he no longer even sweated;
mastering lust is the hardest practice, won by firm worship of God and freedom from desire for sense
pleasures.

Nityanand Swami asked whether that freedom comes from such talks or from detachment. Detachment alone
dies out, said Maharaj; detachment born of knowing oneself as the self, and God as beyond Akshar, is like
the fire beneath the ocean that water cannot put out. Those near him know his own detachment; Mukund
Brahmachari, simple as he seems, knows him to be untouched as space. Seeing no fault in the great frees
one from faults; finding fault with them lets lust and the other enemies in. Once God is truly seen,
the senses grow blunt.

Muktanand Swami asked how to tell who has given Maharaj his mind. One who aches to miss his talks and
darshan, and gladly goes wherever he is sent, said Maharaj: such a one is near him however far away.
""", """Devotees take from it that desire is overcome through firm worship of God and knowledge of the self,
and that giving one's mind to God keeps one close to him anywhere."""),
    D("gadhada-i-76", "Four he cannot get along with", """
At Gadhada in 1820, Shriji Maharaj told some senior sadhus that he cannot get along with four kinds of
people, even if they are devotees: the angry, the envious, the deceitful and the proud, anger and envy
both resting on pride. The lustful he never trusts as satsangis at all. A firm satsangi keeps the five
vows without lapse and never feels stifled, even when made to give up his own wishes for Maharaj's; such
devotees he loves without trying, for he naturally loves only those whose devotion is complete.
""", """Devotees take from it which faults push one away from God, and that keeping his wishes before one's
own wins his natural affection."""),
    D("gadhada-i-78", "Place, time and company, and the young sadhus' questions", """
At Gadhada in 1820, Shriji Maharaj asked the sadhus whether past karma governs the eight things that
make the mind pure or corrupt: place, time, action, company, mantra, the deity meditated on, initiation
and scripture. The sadhus said past karma rules everywhere. Which scripture says so? he asked; only the
Jain texts make karma supreme, the others give the first place to God and his devotees' company. In
Marwar the wells stay deep for the virtuous and sinful alike. One should not lean on karma like an
atheist, but leave bad places, times and company for good ones. Real company is union in thought, word
and deed, which should be kept with God and his devotees alone.

At midday he called the young student sadhus to question him. Among his answers: one of unshakeable
conviction sees all God's actions, victory or defeat, joy or grief, as for the good of souls; one who
cannot bear any slight on satsang, as on his own family, has an unshakeable footing, and his pride and
envy perish. God is pleased when one wants no bodily comfort, is not greedy even for his
darshan, and does as he says. Make a firm enemy of the bad nature that has shamed you, and God and the
Sant will side with you against it. Where place, time or company is bad, escape however one can. Bad
desires persist, and love for God and his talks is lacking, when God's greatness is not truly understood.

Last he asked which of lust, anger and greed each had most conquered, was pleased with the answers, and
placed his feet on the chests of Atmanand, Yoganand, Bhagvadanand and Shivanand Swami, telling the
seniors to let no one slight them.
""", """Devotees take from it that good places, times and company are to be chosen rather than blamed on
karma, and that understanding God's greatness answers most doubts."""),
    D("sarangpur-2", "Love that lasts", """
At Sarangpur in 1820, Swayamprakashanand Swami asked how a devotee comes to
love God's form intensely. Shriji Maharaj said love may come from beauty, lust, greed, self-interest or virtue; all but the last end, as love for beauty ends
with disfiguring illness. Asked by Somla Khachar whether outward or inner virtues were meant, he
said virtues of speech, body and mind, which win both the devotee's love for God and God's love for him.

In speech, hurt no living being; in debate with God or a great Sant, yield even when winning, and never
embarrass a senior. Accept their word at once, even when it seems wrong; if a doubt
remains, raise it later humbly with folded hands, or through the senior sadhus, but never refuse on the
spot.

In the body, weaken any unruliness by long meditation or the chandrayan fast, leaving its care to God and
the Sant, and serve God and his devotees.

In the mind, have God's darshan with the eyes and mind held on him alone, not glancing at a passing man,
dog or bird; such scattered darshan becomes ordinary, its freshness fades, and the other sights return
during meditation and in dreams. Kushalkunvarbai of Dharampur would look at him and then turn her gaze
inward to take his form within. When Nirvikaranand Swami said preaching from place to place scattered his mind, Maharaj
replied that he had ordered preaching, not looking elsewhere during darshan.

Eyes and ears especially should be restrained, and told: you are still a seeker, not perfected; chasing
sights and worldly talk gains nothing and brings punishment, while fixing on God's form will bring
perfection, here or after death. Whoever lives so loves God more each day, and God and the great sadhus
love him more in turn.
""", """Devotees take from it that lasting love for God grows from virtues of speech, body and mind, above
all from giving him undivided attention in darshan."""),
    D("sarangpur-5", "Devotion with a sense of greatness", """
At Sarangpur in 1820, Muktanand Swami asked for one strong means that contains all others for
ending worldly desire. Shriji Maharaj named four: faith, trust in the words of God and his devotees, love
for God, and understanding of God's greatness. If the sense of greatness is firm, the other three grow
strong even when weak; devotion without it, however great it looks, dies before it matures, like a young
girl taken by consumption before she grows up. Devotion with a sense of greatness ends desire and brings
every virtue.

Swayamprakashanand Swami asked how jiva, ishvara, Akshar Brahman and Purushottam are each within and
beyond. The jiva is within as the one who is born and dies, and beyond as the indestructible self.
Ishvara is within his three cosmic bodies, and beyond as being, consciousness and bliss above body and
universe. Akshar is within as the inspirer of Prakriti, Purusha and the gods, and beyond as the form in
which nothing remains but Purushottam. Purushottam is within as the witness in the hearts of the bound and
the released, of ishvara and of Akshar, untouched by their conditions, and beyond as the one above all
three.

Muktanand Swami asked whether the glory of seeing, touching and remembering God is for his devotees or for
all. Darshan or touch taken with the mind joined to the senses, Maharaj said, can never be forgotten, as
the gopis said that after touching Krishna's feet all worldly joys tasted like poison. Darshan taken while the mind
wanders is forgotten in a day or in five years. The full fruit belongs to those who see God with love,
knowing his greatness, with mind and senses together; for others it becomes a seed.
""", """Devotees take from it that knowing God's greatness is what makes devotion last, and that darshan
taken with the whole mind is never lost."""),
    D("sarangpur-6", "States within states, and the four levels of speech", """
At Sarangpur in 1820, Nityanand Swami asked how each of the three states holds the other two.
A state, Shriji Maharaj said, is that in which the jiva enjoys its experiences. Waking comes from the
cosmic person's state of sustaining, is of sattva and seated in the eyes; there the jiva, identified with
the gross body, enjoys outer objects clearly. Enjoying them under delusion
is dream within waking; enjoying them without discernment, through grief or fatigue, is deep sleep within
waking. Dream comes from Hiranyagarbha's state of creation, is of rajas and seated in the throat; there the
jiva enjoys experiences made of impressions. Knowing them clearly is waking within dream; not knowing them
at all is deep sleep within dream. Deep sleep comes from ishvara's state of dissolution, is of tamas and
seated in the heart; senses, mind and desires merge in the causal body. The first stir of the sense of
doing there is dream within deep sleep. The one
who gives the jiva knowledge of these states and the fruits of its actions is called the fourth, the
inner controller, the seer, Brahman, Parabrahman.

Nityanand Swami then asked about the four levels of speech. At creation, Maharaj said, Purushottam
entered the thousand-petalled lotus in the cosmic person's head and made a sound of the nature of Akshar
Brahman. Reaching the navel, it was para; in the heart, pashyanti; in the throat, madhyama; in the mouth,
vaikhari, becoming the three letters of Om, then the letters, then the four Vedas.

In a person, para is speech that explains God, his abodes, virtues and deeds, and the self and the
not-self; vaikhari describes worldly things correctly; madhyama describes them mistakenly;
pashyanti describes them so confusedly that nothing is understood. 
""", """Devotees take from it that the highest use of speech is to speak of God and the self, and that God
stands behind every state of the soul."""),
    D("sarangpur-8", "What envy looks like", """
At Sarangpur in 1820, Chaitanyanand Swami asked Shriji Maharaj what envy is. Envy comes from
pride, he said, as anger, jealousy and spite do. Its mark is being unable to bear seeing honour given to
another, even to one greater than oneself; one thoroughly envious cannot stand to see anyone's greatness.
""", """Devotees take from it that envy grows from pride, and that being glad when others are honoured is a
sign of a humble heart."""),
    D("sarangpur-15", "The wisdom of the gopis", """
At Sarangpur in 1820, Shriji Maharaj asked which of two devotees is greater: one who loves God so
intensely that he cannot bear a moment without his darshan, his love plain to see, though he lacks
self-knowledge and detachment; or one who has both and loves God too, but whose love does not show as
much. Swayamprakashanand Swami chose the first. How so? asked Maharaj: one who identifies with the body
will be drawn to pleasures when they come, and his love for God will fade. The Swami said he meant
devotees like the gopis.

The gopis were not simple, Maharaj replied; they were wiser than those with self-knowledge and
detachment, spoke with the shrewdness of a statesman, and knew God as he truly is. Uddhav, wisest of the
Yadavs, went to instruct them and came away instructed. Among them were three
kinds. The mugdha reproached God, sulked and spoke rudely when pressed, as if she might turn away. The
madhya never spoke rudely, but cleverly served her own ends along with his wishes. The praudha lived only
by God's wishes, without envy or anger towards the other gopis, and never did anything that displeased him.
Because they knew God's greatness, self-knowledge and detachment came to them naturally.

A devotee who loves God through all five senses but lacks self-knowledge and detachment may think of
nothing but God, yet bad company can bring up worldly thoughts in him, as grass seeds invisible on dry
ground sprout everywhere after rain; such a lover is far lower. The one with self-knowledge and detachment knows that God's form dwells always in his own self;
his love looks calm, but its roots run deep and no bad company can lessen it. He is the better devotee,
an ekantik devotee.
""", """Devotees take from it that love for God is secured by knowing his greatness, with the self-knowledge
and detachment that keep it safe from bad company."""),
    D("sarangpur-18", "Salt land and lightning", """
At Sarangpur in 1820, Shriji Maharaj taught that one who trusts the words of a true Sant sees
dharma, detachment, knowledge and devotion appear in his heart; trusting bad company destroys them. Salt land grows nothing
however much it rains, but a flood washes the salt away and lays down silt in which banyan and pipal seeds
grow into great trees. So bad company lays the silt of worldly talk even in a heart where no desire
sprouted, and the seeds of lust, anger and greed grow there into trees.

A bad nature is removed by understanding, in the company of the Sant, never by folly. When troubled, a
fool sleeps, weeps, quarrels or fasts, yet neither his pain nor his nature goes. A blazing fire is put out by rain, but lightning lives inside the clouds: detachment and love
without understanding are drowned by bad company, while those that come from understanding, however
small, endure.

Nirvikaranand Swami asked whether anger and other bad natures can be removed. Like a merchant who keeps
accounts, said Maharaj, one who keeps a reckoning from the day he joined satsang of how his nature has
changed, year by year, is rid of it.

Muktanand Swami asked why some go bad after keeping the Sant's company. In youth lust and body-pride grow,
Maharaj said, and only the company of a Sant free of them carries one across that ocean. In later years,
one declines by imagining faults in the great, which then settle in one's own heart; seeing their
virtues and asking forgiveness clears the stain.

Mahanubhavanand Swami asked why Durvasa, though released, keeps tamas. By choice, to
discipline wrongdoers, said Maharaj; any nature that a devotee sees as a fault and wants to be rid of
leaves him by God's power.
""", """Devotees take from it to guard the heart against bad company, and to remove their faults by
understanding and honest self-examination in the company of the Sant."""),
    D("kariyani-3", "Known by living together", """
One evening in 1820, at Kariyani, Shriji Maharaj praised Shukmuni as a great sadhu, whose fervour
had only grown since the day he came, like Muktanand Swami's. Virtues and faults, he said, cannot be judged from outward manner: one who walks with eyes down
like a cat may be full of lust within, and one with a roving gaze may be free of desire. People are known
by living together, in how they speak, walk, eat and sleep, and above all in youth. One who is pricked by every bad thought and works until
it goes grows in youth, while the careless does not. He told of his own renunciant nature as a child:
like Swami Kartik, he resolved to keep nothing of his mother's blood and flesh, and dried his body until a
wound gave a drop of water, not blood.

Bhajananand Swami asked whether it is better to hold such a resolve in the mind or to subdue the body. Both,
said Maharaj. The body's restless urges and surplus strength are its faults, to be curbed by austerity.
Thoughts of lust and other pleasures that remain after the body is weakened are faults of the mind,
to be removed by thinking, "I am the self, distinct from these thoughts, and of the nature of bliss."
Whoever has both is a great sadhu; householders too should keep both, and renunciants all the more.

Nishkulanand Swami asked whether this comes from reflection or detachment. From the company of a great
Sant, said Maharaj. A renunciant who still craves a householder's pleasures is eating grass: he can never
have them while in satsang. As a woman who sets out to be a sati is not let turn back, one who lives in
satsang must keep its rules.
""", """Devotees take from it that character shows in daily life rather than outward manner, and that faults
are overcome by disciplining the body and reflecting as the self."""),
    D("kariyani-4", "The witness within the jiva", """
At Kariyani in 1820, Gopalanand Swami asked Bhajananand Swami how far the jiva's knowing extends
in the body, and how far the witness's. Shriji Maharaj answered: the intellect
pervades the body from head to toe and knows all the senses' actions at once; the jiva pervades the
intellect, and the witness dwells in the jiva, so the intellect's knowing is really the jiva's, and the
jiva's rests on the witness's. Nityanand Swami asked
how the witness, which has a form, can pervade. As the fire god has a form in his own realm yet is in
wood by his power, Maharaj said, God has a form in Akshardham and pervades souls by his power as inner
controller.
""", """Devotees take from it that God, who has a divine form in his abode, is also present within every
soul as its inner witness."""),
    D("kariyani-7", "A sting that does not fade", """
One night in 1820, at Kariyani, with rows of lamps lit around him, Shriji Maharaj was asked by
Kashidas of Bochasan how a householder, caught in countless worldly entanglements, can keep his mind on
God as renunciants do. He should reflect, Maharaj said, that he has had parents, wives and children in
countless births and feels nothing for them now; he should feel no attachment to this body's relations
either. Loving God firmly and keeping the company of sadhus, he too can keep his mind on God unbroken.
When the householders asked what becomes of those who cannot, he said they should stay within the dharma
of satsang and draw strength from their refuge in God and the Sant, trusting that God, the saviour of the
fallen, has met them in person.

He then asked the sadhus what causes detachment, and, when no answer satisfied him, gave his own: a sting
felt on hearing good scriptures and the words of a great person, one that never fades. Whoever feels it,
whatever his nature, becomes detached. If it wears off in a few days, it ruins him: he leaves home, the
sting fades, his home is lost, and like the washerman's dog he belongs nowhere.

Asked next what ultimate liberation is, he said: at dissolution Prakriti and Purusha vanish into the light
of Akshar Brahman, where Purushottam Vasudev remains in his divine form. The same God walks the earth in
human form for souls' liberation, always beyond the qualities of maya; Vedanta calls him without
qualities only to remove the idea that he is of maya. Firm devotion to this manifest Purushottam is
ultimate liberation, and one perfected in it sees that form wherever he looks, and nothing else at all.
""", """Devotees take from it that detachment must come from a lasting inner sting, and that firm devotion
to the manifest God is the ultimate liberation."""),
    D("kariyani-8", "Subtler than the subtlest, greater than the greatest", """
At Kariyani in 1820, Muktanand Swami asked how to understand the two forms the scriptures give
Purushottam, without qualities (nirgun) and with qualities (sagun), and what the devotee gains from each.

God's nirgun aspect, Shriji Maharaj said, is his being subtler than the subtlest: the self of all the
elements, of Prakriti and Purusha, and even of Akshar, all of which are his body. As space pervades the other elements
untouched, he dwells in all as their self, changeless and unattached, and none, up to Akshar, can become
his equal. His sagun aspect is his vastness: as Mount Girnar looks tiny beside the Lokalok mountain without
shrinking, countless universes with their eight coverings look like atoms beside him.

If he is subtler than the subtlest and greater than the greatest, what is his own form? The form seen
manifest in human shape is always his original form; being nirgun and sagun are powers of that form.
When Krishna drove with Arjun beyond the Lokalok mountain, to bring back a brahmin's son from the Bhumapurush in the light of Brahman, the chariot and horses,
though of maya, became subtle and conscious by contact with him and reached his abode: that is his nirgun
power. When he showed the whole universe in his mouth to Yashoda, his cosmic form to Arjun, and when as Vaman he grew to cover the netherworlds and pierce the
shell of the universe, seen so by Bali alone: that is his sagun power. Like clouds in the sky, he brings out these
powers and withdraws them at will.

Though he seems human, no one reaches the end of his greatness. A devotee who understands both aspects in
his form cannot be bound by time, karma or maya, and lives in constant wonder.
""", """Devotees take from it that the God who appears in human form holds within himself both the utmost
subtlety and the utmost vastness."""),
]
