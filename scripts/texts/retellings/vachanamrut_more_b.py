"""More Vachanamrut summaries, written from the Gujarati text as described in vachanamrut.py (CC BY 4.0).
vachanamrut.py merges these units into their parts, in the text's order."""
from common import unit


def D(ref, title, retelling, explanation):
    return unit(ref, "discourse", title, retelling, explanation)


UNITS = [
    D("kariyani-10", "A fever, and the passion for austerity", """
At Kariyani in November 1820, Shriji Maharaj had something like a fever and sat warming himself by a
brazier. Muktanand Swami felt his pulse, found him very weak, and said that when Maharaj, the life of
all satsangis, was unwell, it was a hard time for them all.

Maharaj answered that Narad pleased God by long austerity; a discerning sadhu chooses hardship, so why
avoid hardship that comes by God's will? A renunciant should want no pleasures of the higher realms,
only to please God by austerity, for one birth or a thousand. The supreme cause of liberation is to know
that God present before one does everything, and time, karma and maya nothing; austerity, practised with
the loving devotion of Radhika and Lakshmi, is what pleases him. Knowing God as the doer frees one from
birth and death even without austerity, but does not win his pleasure; one who does not know it is worse
than the killer of a cow or a Brahmin. Devotees may become like Brahma, Narad, even Akshar, but never
like Purushottam; so any company or scripture that breaks the bond of master and servant must be left at
once.

Muktanand Swami asked what was wrong with serving God with fine clothes and food. Nothing, if done only
to please God, Maharaj said; but one who grows greedy for such things and leaves God for them falls.
Brahmanand Swami asked what brings good here and hereafter: this same principle, he said. Gopalanand
Swami asked what to do when obstacles block renunciation and austerity. A true passion, Maharaj said, is
not stopped by a thousand obstacles; in twenty-one years countless devotees had offered him fine things,
and none had drawn his mind, because his passion is renunciation.
""", """Devotees take from it that austerity offered lovingly pleases God, and that knowing him as the doer
of all is the root of liberation."""),
    D("loya-5", "Telling the sant one's thoughts", """
At Loya in December 1820, Shriji Maharaj put a series of questions to the paramhansas; none could
answer, so he answered each himself.

A person is honest when he tells a sant free of that flaw about any slip in the five vows he cannot
remove by reflection, any fault he has seen in a sant, and any doubt in his conviction of God; one who
hides such thoughts is deceitful. A clever deceiver is recognised by watching him closely while living
with him, and by having others watch him when he is away. One who keeps his vows and conviction for show
is exposed only when his prestige is broken.

A thought makes a person fall from dharma or conviction if it will not go however he tries, vanishing
for a fortnight or a month and then returning; one that reflection removes for good cannot. His footing
in satsang is firm who, as Dattatreya learnt from the elements, animals and even his own body, has the
habit of taking virtues from the sants.

The senses and mind are conquered by the sant, the scriptures and one's own reflection together: from
scripture one learns the greatness of God and the sant, from the sant practical means such as keeping
the gaze on the tip of the nose and not hearing worldly talk, and by reflection one accepts them as for
one's own good and acts on them. Conquering the outer senses, by the rules for renunciants, measured
food, fasts, enduring hardship, and singing and talk of God, conquers the mind too, which loses hope;
conquering the mind alone does not conquer the senses. The mind is conquered by thinking of God's
greatness, by meditation and by living as the self.
""", """Devotees take from it openness with the sant about their inner struggles, and a practical order
for mastering the senses and the mind."""),
    D("loya-6", "Whose company to keep", """
At Loya in December 1820, Shriji Maharaj put many questions to the paramhansas and answered them
himself.

The rarest thing after joining satsang, he said, is to become ekantik: to worship God with dharma,
knowledge and detachment together. Among the practices of dharma, freedom from desire holds all the
rest; among those of devotion, conviction of God does. Conviction should never change, while one's own
resolves should be changed again and again at the word of the sant.

Most of his answers concerned company. Keep away from one who, though firm in dharma and conviction, is
attached to worldly affairs, proud of his body and fond of honour, for when God or the sant corrects him
he sees faults in them and spreads them. Leave a sadhu who says faults cannot go in one birth, and keep
close to one who resolves to destroy lust, anger and pride in this very body by the strength of God and
the sant; but leave also one who trusts only his own effort and not God's strength. Do not keep company
with one who pampers you and never corrects you, even if he is as highly regarded as Muktanand Swami;
keep company with one who keeps pointing out your nature until it goes. Avoid a sadhu given to sloth and
sleep, and one whose talk shows off his own virtues and belittles other sants.

When bad thoughts rise like ocean waves during meditation, he said, leave meditation, clap and chant
"Swaminarayan" aloud without shame, and pray to God and to great sants. Body-consciousness holds every
fault, and knowing oneself as the self distinct from the body brings every virtue. Scriptures that do
not teach God's form and incarnations should not be read, however learned their authors.
""", """Devotees take from it care in choosing their company, and a preference for the sant who corrects
them over one who only flatters."""),
    D("loya-7", "Knowing God with senses, mind and experience", """
At Loya in December 1820, pleased to be shown the written book of his discourses, Shriji Maharaj invited
weighty questions. Muktanand Swami asked: if scripture says there is no liberation without knowledge of
God, what use are the other means? Knowledge, Maharaj said, means knowing. Nityanand Swami objected that
the whole world knows God through scripture and is not liberated. Nor, Maharaj replied, were all those
liberated who saw Ram and Krishna with their eyes; both, he said, are liberated only in a later birth.

Knowledge, he went on, comes through the outer senses, through the inner faculties, and through the
self's own experience beyond them; and God takes forms suited to each task, some reached by the senses
and some only by experience. Which form did they mean? Nityanand Swami answered: the form that senses,
mind and experience all reach. That, said Maharaj, is Shri Krishna, who in the Gita calls himself
Purushottam, beyond the perishable and the imperishable. Only one who knows God present before him in
all three ways is fully wise; even one who has become Brahman must still know Purushottam and worship
him with devotion, as the released souls of Shvetdvip worship Vasudev.

God supports both the inert and the conscious prakriti, as space holds the other elements, and dwells in
all as their inner self.

Muktanand Swami asked whether a firm inner conviction without such seeing counts. Things seen in a dark
house are not truly seen, Maharaj said; but one who, without doubt, thinks that God simply does not wish
to show him yet, and worships him content, is also fully wise. Those who merely declare themselves
Brahman and call Ram and Krishna their own ripples are great sinners.
""", """Devotees take from it that knowing God is more than hearing about him, and that even the wisest must
still worship him with devotion."""),
    D("loya-8", "Taming each restless sense", """
At Loya in December 1820, Muktanand Swami asked why a clever person, not only a simple one, comes to see
faults in a sant. Shriji Maharaj said the clever one hates some bad trait in himself and struggles hard
against it, so when he sees it in another sant he turns against him; the fool does nothing about his own
nature and still finds fault with the sant who shows it.

Then Maharaj taught the young paramhansas questions and answers. Lust and anger are mild in childhood
and old age and strong in youth because of how much one eats; a young man who eats less, deliberately
bears cold, heat and hunger, and keeps the company of great sadhus finds lust weakening. Addictions to
opium, liquor and the like are acquired, not destined, and go for one who fights them with faith and
courage. A recent trait, he told Kapileshwaranand Swami, withers quickly in good company, like grass on
a wall without rain; one from past lives must be dug out by the root.

He gave a remedy for each restless sense: for the eyes, keep the gaze on the tip of the nose; for the
nose, reflect on what the body holds within; for the ears, stand up when sleepy at talks of God; for the
skin, bear cold and heat; for the hands, turn the rosary with God's name on each breath; for the feet,
master one's seat; for the tongue, refuse it what it likes. Conquer the tongue fully and every sense is
conquered.

The restless become calm by knowing themselves as the self, still as space; the calm grow active by
knowing the greatness of God and his devotees. Among boys given the same company and teaching, those the
sants praise are the ones with faith.
""", """Devotees take from it plain remedies for each wandering sense, and that faith is what makes the
same holy company bear more fruit in one than in another."""),
    D("loya-10", "Milk a snake has touched", """
At Loya in December 1820, Nityanand Swami asked why some people love worldly things so intensely that
they would die of separation, while others love them only mildly. The difference is not inborn, Shriji
Maharaj said, but comes from karma: attention reaches things with mild force when only the senses go to
them, middling when the mind joins, and intense when the self joins too. Good or bad place, time and
company decide whether that intensity turns towards God. In troubled times, he told Chaitanyanand Swami,
leave the place.

Muktanand Swami asked how the three are recognised. With mild force a girl, a young woman and an old
woman look alike; with middling force only the young woman stirs the mind; with intense force all three
do. Brahmanand Swami asked about one who sees beauty clearly and yet is not stirred. Such a person has
become firmly convinced, down to the self, that the object brings only misery; it still looks the same,
as a bowl of sweet milk looks the same after a snake has dropped its venom in it, but he has no wish for
it. Or, like King Janak, he knows himself as the blissful self and God's servant, and takes what he must
of the senses' objects freely, as a spider draws back its thread.

Then Maharaj asked whether maya holds only misery. Maya binds those turned from God, he answered, but to
God's devotees it is a joy, as Yam looks terrible to sinners and gentle to the virtuous; its senses and
faculties nourish devotion. Why then does the mind trouble a devotee in worship? Only while his refuge
in God is unripe, he told Muktanand Swami.
""", """Devotees take from it that seeing the harm in worldly things and knowing the self and God keeps the
mind unstirred, and that a firm refuge in God turns maya into help."""),
    D("loya-13", "The moon and the stars", """
At Loya at the end of 1820, Shriji Maharaj asked the senior paramhansas to question one another.
Gopalanand Swami asked Brahmanand Swami what kind of person is never overcome by place, time, company
and the like, since even Brahma and Shiv are said to have been infatuated. Brahmanand Swami could not
answer, and Maharaj did. One who, with breath and channels withdrawn, remains absorbed in Narayan's feet
without wavering is not overcome, even if he is a lowly soul; but anyone who has not reached that state
and lives in body-consciousness can be overcome, even Brahma. Only Narayan himself stays untouched by
maya while within it. This, he said, is his own settled principle.

Nityanand Swami asked how to see the difference between Narayan and the released souls in Akshardham,
where all are beyond the gunas and share his nature. As the moon differs from the stars in light and
size, and alone nourishes the plants and dispels the night, Maharaj answered, and as a king differs from
his servants though both are men, so Narayan differs from the released. He is the doer and cause of all,
able to do, undo and do otherwise; if he wishes he can absorb all the released, and Akshar too, into his
light and remain alone, or accept their service. Those who call him equal to Akshar and the released
hold a wicked view and are not even to be looked at. Whatever greatness Brahma, Shiv, Narad, Uddhav or a
sant like Muktanand Swami has, they have it because of Narayan. If the released could become his equal,
why would they, who know themselves as Brahman, keep vigils and clap through kirtan until their fingers
split to please him? There is none like Narayan but Narayan alone.
""", """Devotees take from it that only steady absorption in God protects against circumstance, and that
however high a soul rises, it remains God's servant and never his equal."""),
    D("loya-14", "What he himself loves", """
At Loya at the end of 1820, Shriji Maharaj said that each of the great teachers of the past has his own
leaning: Shankar towards non-dual knowledge, Ramanuj towards worship of Purushottam, the eternal
controller of souls and maya who sits in his abode with a divine form, Vallabh towards devotion. What
thread, he asked, runs through his own talks like the thread through the beads of a rosary? The senior
paramhansas each said what they saw, and then he told them.

He loves renunciation like that of Rishabhdev, who refused the powers that came to him so as to teach
renunciants never to trust the mind. Of all realms he likes only Shvetdvip and Badrikashram, to live
there without food and do austerity. Among God's incarnations he loves Rishabhdev, then Kapil and
Dattatreya, and Shri Krishna far more than all three. He worships Narayan Purushottam seated on a great
throne in the midst of a boundless mass of light, surrounded by countless released souls; he sees him
constantly, and is pained when the light hides that form. He wants devotion like the gopis', and when he
sees someone's love for a spouse, a son or wealth he wishes such love were turned to God.

He enjoys the company only of those free of lust, anger, greed, pride, envy and deceit, who keep dharma
and have devotion. He once disliked the lustful most; now he dislikes most those with anger, pride and
envy, because the lustful stay humbly in satsang like householders, while the other three fall away.

In short: he does not favour Shankar's non-dualism; he worships Purushottam as Ramanuj describes him,
with devotion like the gopis' and detachment and self-knowledge like Shukji's and Jadbharat's.
""", """Devotees take from it the preferences of Shriji Maharaj himself as a guide: worship of God with a
form, gopi-like love, firm detachment, and freedom from anger, pride and envy."""),
    D("loya-16", "Desire blunted and desire uprooted", """
At Loya in January 1821, Shriji Maharaj asked the paramhansas for the marks of one whose desires are not
blunted, one whose desires are blunted, and one whose desires are uprooted. Muktanand Swami began but
could not finish, so Maharaj answered. In the first, the senses stick to their objects and reflection
cannot pull them back. In the second, they do not rush in, and if they do, they turn back at once. In
the third, objects are absent as in deep sleep while awake, good and bad look alike, and he lives beyond
the gunas. Gopalanand Swami asked why blunted desire is not uprooted. It is uprooted, Maharaj said, only
where self-knowledge, detachment, dharma and devotion with a sense of God's greatness are all complete.

The one means that removes every fault and brings every virtue, he said, is devotion joined with an
understanding of God's greatness, as Kapil taught Devahuti. Brahmanand Swami said a clever deceiver is
exposed by his company with those who malign the sants, or when hard times come. To Shripat Devanand
Swami's answer that enmity towards God's devotees turns all virtues into faults, he added his own: to
think of God as formless rather than as having a form.

Pride, he said, is what makes one see faults in a sant: the proud man overlooks a hundred faults in one
who praises him and magnifies one fault in one who does not, and the simple are prouder than the clever.
Muktanand Swami asked how pride goes. By understanding God's greatness, he said: clever Uddhav asked to
be a creeper touched by the dust of the gopis' feet, and Tulsidas would make shoes of his own skin for
one who spoke Ram's name even by mistake.
""", """Devotees take from it that devotion grounded in God's greatness uproots desire and dissolves the
pride that finds fault with sants."""),
    D("loya-17", "Praise that turns to blame", """
At Loya in January 1821, Shriji Maharaj remarked how strong God's maya is, that a person who once seemed
good can become very bad. Nityanand Swami asked what keeps a person from turning from praise to blame in
any circumstance. One who disregards the body, is firm in knowing himself as the self, is detached from
the objects of the senses and has true conviction of God with a sense of his greatness, Maharaj said,
does not turn; one attached to the body and to pleasures turns against even a great sant, and against
God, when they condemn those pleasures, and may even wish the sant harmed.

Why, then, do such people last in satsang? Only until they are jolted. Once God or a great sant strikes
at their pride, taste, greed, lust or anger, they will turn against the sant and fall away, sooner or
later, like one who has drunk milk a snake has spat into. One who knows himself as the self who lights
up the body, made neither happy nor unhappy by wealth or women, never turns against the sant, however
sharply he is corrected.

Detachment shows in finding no joy in fine food, clothes, bedding or honour, and feeling uneasy with
them. It comes above all, he told Muktanand Swami, from knowing God's greatness, by whose fear the rain
falls and the sun shines, whose joy exceeds that of every realm. As gold made by the philosopher's stone
does not turn back into iron, such a devotee does not fall from God's feet. He also knows the sant's
greatness, and stays a servant of servants before him, counting himself fortunate to bear his rebukes. A
poor man ignored in the Bombay governor's court takes no offence, knowing the governor's greatness; so
too with the sant.
""", """Devotees take from it that knowing God's and the sant's greatness keeps faith steady when their
own pride and pleasures are challenged."""),
    D("loya-18", "Seeing God without human traits", """
At Loya in January 1821, after the evening singing, Shriji Maharaj said that conviction of God is the
hardest thing of all, and so subtle that he almost feared to speak of it, lest someone misunderstand;
yet without understanding it, conviction stays unripe.

God took the forms of a boar, a fish, a tortoise, a man-lion and a dwarf, and those who met him then
meditated on those forms. But do they see him as a boar in his abode, and did those who loved the boar
become boars? No. God's own form is divine and luminous, with the light of countless suns in each hair,
lord of countless universes and the inner controller of all; before his joy every pleasure of this world
and the next is trivial. That form always has two arms, though by his wish it may appear with four,
eight or a thousand. He takes on incarnations for a purpose, without leaving his own form, and sets each
body aside when its work is done. Krishna, though he looked human, showed four arms to Vasudev and
Devaki, Akrur, Rukmini, Arjun and Uddhav; that light and joy are always in him, seen when he wishes.

One with conviction sees God with all the glory of his abodes, served by Radhika and Lakshmi; the
foolish, as the Gita says, see only a man, and attribute to him lust, anger, birth and death. Such
conviction is unripe, and he will fall away. Instead, one should see God as divine, step by step up to
Purushottam beyond Akshar, as the cowherds of Vraj did. Nor should one see human traits in God's
devotees, who leave blindness and lameness behind at death.

He asked every devotee to repeat this talk daily.
""", """Devotees take from it that true conviction sees God as wholly divine, even in his human-like form,
and sees his devotees the same way."""),
    D("panchala-1", "The rich man's rest-house and his own home", """
At Panchala in March 1821, after the evening arti, Shriji Maharaj asked the senior paramhansas and
devotees: even with love for God and firm dharma, fine sights, sounds, tastes, scents and touches do not
come to seem as bad as the worst ones unless a person has reached a certain understanding. What
understanding makes them seem so? Each told his own, and then Maharaj gave his.

As a letter shows its writer's mind, so the Puranas and the Mahabharat tell us that God, the creator,
sustainer and destroyer of the world, always has a form, with Akshar as his abode. At creation he gives
souls a body, senses, mind and breath, for enjoyment and for liberation. The fine pleasures he made only
to relieve the misery of the bad ones, as a rich man plants shade trees and builds rest-houses for the
poor; beside him Brahma, Shiv and Indra are like paupers. If the rest-house is so comfortable, how much
finer must the rich man's own home be? Whatever joy any creature finds comes from some small connection
with God, as a torch lights most brightly near at hand, so the farther from God, the less joy. The wise
seeker therefore keeps as close to God as he can, greedy for God's joy, which exceeds that of men,
kings, gods, Brahma, Vaikuntha and Golok.

With this understanding, attachment to pleasant things comes away without effort; as a gold coin
outweighs a cowrie, God's joy outweighs them. He loves the wise, he said, because they can see this far.
One who holds it lives in a forest as if surrounded by a kingdom, and in Indra's heaven as if in a
forest. He asked them all to resolve to go straight to God's abode, tempted by nothing on the way.
""", """Devotees take from it that comparing worldly joys with the joy of God makes the former small
without a struggle."""),
    D("panchala-2", "Sankhya and Yoga, each with its flaw", """
At Panchala in March 1821, Shriji Maharaj had the chapters on Sankhya and Yoga read from the
Mokshadharma, with Nityanand Swami reading. Yoga, he explained, counts the jiva and ishwar as the
twenty-fifth element and God as the twenty-sixth, and holds that there is no liberation without refuge
in God present in a form. Sankhya counts them within the twenty-four elements and God as the
twenty-fifth, and holds that one is freed by detachment and by knowing the self beyond the three bodies.
Each has a flaw that must be met with reasoning learnt from a great one. Yoga seems to make jiva and
ishwar equal, each with a body of twenty-four elements; but ishwar's elements sustain every jiva's body,
and ishwar is all-knowing while the jiva knows little. Sankhya calls the elements false and God true,
leaving no one to attain God; but jiva and ishwar, though spoken of with the elements, are distinct from
them and do attain him.

After the singing he gave what he had concluded meanwhile. Yoga finds every form worth meditating on,
from the divine form in Akshardham down through Prakriti-Purush, the cosmic forms, the incarnations and
sacred images; its path is simple and safe even for ordinary people, because it rests on God in a form.
Its danger is to make those forms parts of God, who is indivisible; they are rather his devotees,
godlike because they meditate on him. Sankhya's danger is to reject as false, along with everything
perceived, even the forms God takes for the liberation of souls. Rightly, a person first becomes Brahman
by Sankhya reflection, seeing all objects as trivial, and then worships God present before him by the
way of Yoga; without that worship he falls short. Modern followers have spoiled both paths.
""", """Devotees take from it that knowledge of the self and devotion to God in a form belong together,
each guarding against the other's danger."""),
    D("panchala-3", "Love that is maya, and love that is not", """
At Panchala in March 1821, Shriji Maharaj asked the paramhansas to question one another. Munibava asked
Brahmanand Swami why pride and envy remain in one who has met God and the satsang and lost his other
faults. Brahmanand Swami could not answer, and Maharaj said such a person lacks real intelligence. The
truly intelligent see their own faults, bear a grudge against them and welcome the sants' talk against
them; one who sees only virtues in himself is a fool, however sharp his worldly wit.

After a song full of love, he said he had reflected that love itself is God's maya: the pull between man
and woman is what drives the world and binds the soul. Turning all five senses to God alone seemed good,
yet even that is unsafe, for if more beauty appears elsewhere the senses follow it; Krishna's wives, who
had won him by austerity in former lives, were infatuated on seeing Samb's beauty. The safe way is to
know oneself as distinct from the twenty-four elements and the three bodies, to uproot the senses' hold
on the self, and to love God as the pure knower, beyond the gunas. Until then the senses may be used for
seeing and serving God, but never trusted or credited: keep them like a captured enemy in fetters,
within the five vows, for one spark of worldly pleasure can ruin all, as a spark does a heap of
gunpowder. It is also sound to tempt the senses away by knowing that no beauty equals God's.

Swayamprakashanand Swami asked where to reflect on this. In one's heart, Maharaj said: I am not the
bodies, states, senses or mind, but conscious, God's devotee; and when the senses stray, disown them and
pray to God for protection from them.
""", """Devotees take from it that love for God is safest when it rests on knowing the self, with the senses
kept under watch rather than trusted."""),
    D("panchala-4", "The sun that came to Kunti", """
At Panchala in March 1821, when the paramhansas were questioning one another, Munibava asked why someone
with conviction of God comes to doubt it on seeing God's human actions. When Brahmanand Swami could not
answer, Maharaj did.

The scriptures describe God's original, divine form in Akshardham as beyond the senses and the mind:
nothing in the universe can be compared with him or his abode, for all of it is of maya and he is not.
He is the king of countless universes, and their chief headmen, Brahma, Vishnu and Shiv, obey him. When
they pray to him to come into their universe, he takes a body suited to the task and acts as that body
does: as a boar he sniffed out the earth, as a fish he stayed in the water. In a human body he lives the
span of that age and shows human traits, anger, hunger, fear and the rest; yet the discerning notice
something divine in them, as a clever queen knew when Shankaracharya entered her husband's body.

Why not show more divinity? People see the sun daily, though it is called God, and are not assured of
liberation; seeing Ram and Krishna or sants like Narad and Shuk, they are. Like meets like: the sun came
to Kunti and Satrajit in human form, dimming his light while still shining in the sky, or she would have
burned. So God hides his glory so that people can love him and serve him in nine ways; when Arjun saw
his divine form he was terrified, and was comforted by the human one.

One who has truly heard and reflected on both forms never doubts. One who doubts had a flaw in his
conviction from the start, like a verse recited once but never learnt by heart.
""", """Devotees take from it that God's human ways are a kindness that lets them love him, not a reason
to doubt him."""),
    D("panchala-5", "Where pride belongs", """
At Panchala in March 1821, Swayamprakashanand Swami asked Shriji Maharaj when pride is good and when
humility is. His answer draws a clear line: before those who oppose satsang and speak ill of God and the
great sants, a devotee should hold his ground and answer sharply rather than humble himself; before God
and his sants he should set pride aside entirely and live as the servant of their servants.
""", """Devotees take from it to be humble before God and his sants, and firm before those who
disparage them."""),
    D("panchala-7", "The acrobat's illusion", """
At Panchala in March 1821, Nityanand Swami was reading the first book of the Bhagavat, and Shriji
Maharaj himself explained the opening verse. The creation of maya's three gunas, the elements, senses,
mind and deities, never exists in God's form; by his own nature he has dispelled maya's deceit. The form
of God in Akshardham, full of endless glory and light, should be understood to be exactly the same in
God present in human form; that is knowing God truly. The deluded look with eyes of maya and see a man
who is born, grows old and dies like themselves; those who trust the words of an ekantik sadhu and
worship God without guile lose that view and know his form as pure being, consciousness and bliss.

The birth, ageing and death seen in God come from his yogmaya. An acrobat climbs into the sky to fight
Indra's enemies, falls back in pieces, and his wife burns herself with them; then he returns whole and
asks the king for his wife. Those who know the trick know he never died. So when Krishna left his body,
the ignorant thought him gone, while the wise knew he had only vanished from here.

God always has a form: before creation, scripture says, he saw. When he enters Purush, maya, Brahma or
Narad for some task, he eclipses their light with his own, as fire in iron drives out its coldness and
blackness, and the sun hides the stars; once the task is done he leaves, and they remain as they were.
So meditate on the very form one has seen.

One who holds this firmly is liberated even if bad company or karma leads him astray; one who doubts it
finds liberation hard even as a lifelong celibate and great renunciant.
""", """Devotees take from it that God present in human form is the same as God in his abode, and that
his apparently human ways are like an acrobat's illusion."""),
    D("gadhada-ii-1", "The night vision of the two poles", """
At Gadhada in June 1821, in Dada Khachar's darbar, Shriji Maharaj stopped the singing and Muktanand
Swami asked what delusion is and how it is removed. Delusion, Maharaj said after some thought, is a
confusion of the mind in which one no longer knows what should and should not be done.

He had considered its cause only that night. Waking at midnight and seeing the pole star, he wondered
where the southern pole of the scriptures was, and saw it too, with a great wheel between them like the
wheel over a well, bearing the stars, planets and deities. Looking within, he saw all of it in the body
too, then the knower of the body, and within that Purushottam; his attention became so absorbed that he
could not come out of trance until a devotee's praises brought him back out of compassion. Others, he
realised, come out because some attachment to pleasures remains.

The cause of delusion is the objects of the senses. When a fine object is gained and someone stands in
the way, anger arises and from anger delusion, as the Gita says; then even a clever man becomes like an
animal and resents whoever forbids him. To uproot attachment, make firm three understandings: I am the
self, not the body; how the world is created, sustained and dissolved; and God's greatness, whose form
holds the joy of all five senses together, lasting, while each worldly object gives one kind of passing
joy. Then beautiful and ugly, gold and stone, look alike; such a devotee is faithful to God like a
devoted wife, and dear to him.

This cannot be done in a day: as a soft rope slowly grooves the stone at a well, keep at it patiently,
across births if need be.
""", """Devotees take from it that delusion grows from attachment to pleasures, and that self-knowledge and
God's greatness, practised patiently, slowly wear it away."""),
    D("gadhada-ii-3", "Two paths that raise and two that fall", """
At Gadhada in August 1821, Shriji Maharaj stopped the singing and told the senior paramhansas that for
those who worship God there are two ways to rise high, and the same two are ways to fall: devotion in
the rasik manner, dwelling on God's beauty and his play, and knowledge of Brahman.

On the rasik path thousands have fallen and few have reached God. Describing God in that way means
describing Radhika, Lakshmi and their companions too, limb by limb, and there are no women in the three
worlds so beautiful; how can the mind stay unmoved? The slightest disturbance is a fall from the path of
liberation. Knowledge of Brahman goes wrong when Brahman is taken to have itself become Prakriti-Purush,
the gods, all things and all souls; then the seeker takes his own self to be God, and worship is broken.
What should a seeker do? None could answer.

On the rasik path, Maharaj said, one should regard women devotees of God as mother, sister or daughter;
then the mind stays clean and that path leads to the fearless state. A sin committed elsewhere is washed
away in the company of God and his devotees, but a sin committed there, like a sin at a place of
pilgrimage, sticks fast, and the scriptures give no remedy for it; the same holds for a woman who looks
wrongly at a male devotee.

On the path of knowledge, one should understand that Brahman is changeless and without parts; it is
called everything because it is the cause, support and inner pervader of all, not because it turned into
them. Purushottam is distinct from and higher than Brahman, its cause and controller. Uniting one's own
self with Brahman, one should worship Purushottam as his servant. Then this path too is safe.
""", """Devotees take from it that both loving and knowing God have their dangers, met by a pure regard for
other devotees and by keeping oneself God's servant."""),
    D("gadhada-ii-4", "The torn loincloth and the gourd", """
At Gadhada in August 1821, Shriji Maharaj stopped the singing and asked: if keeping devotion would cost
dharma, and keeping dharma would cost devotion, which should be kept? Brahmanand Swami said, whichever
pleases God. That is right when God is present, Maharaj said; but when he is not? Muktanand Swami could
not answer, so Maharaj did: in such a crisis, keep up unbroken remembrance of God, and one will not fall
from his path.

How, he asked next, does one who believes a single name of God burns every sin stay firm in dharma? He
thinks, I want to remember God without a break and become ekantik, and every lapse into lust, anger or
greed will break that remembrance; so he fears the wrong path. To die remembering God brings a very high
state.

Brahmanand Swami asked why remembrance still does not stay unbroken. It needs faith, Maharaj said, and
where faith is lacking, understanding of God's greatness is lacking, and so is conviction. God stays the
same in Prakriti-Purush and in the universe, and maya never touches him: bury gold with other metals and
they turn to dust while the gold does not diminish, and so objects of the senses overcome even great
gods and sages, but never God, though he looks human. Because Uddhav understood this and was not swayed
by pleasures, God told him that he was not an atom less than God himself.

One who knows this greatness is the same whether ruling or begging, sees girl, young woman and old woman
alike, and is drawn only by God's form, not dazzled by fine things like a moth. Without it, even a torn
loincloth and a gourd are hard to let go of, and countless other means will not bring unbroken
remembrance of God.
""", """Devotees take from it that constant remembrance of God grows from knowing his greatness, and that it
guards both their dharma and their devotion."""),
    D("gadhada-ii-7", "The pauper's wishes", """
At Gadhada in August 1821, Muktanand Swami asked why a devotee who wants no trait that hinders worship
still keeps some bad ones. Shriji Maharaj traced it to weak detachment: wishing for a sadhu's virtues
without detachment is like a pauper wishing for fine food and clothes. The remedy he gave is to serve a
great sant devotedly and keep God's commands; effort alone removes faults slowly, over this life or the
next, but God's grace, moved by such service, can remove them at once.
""", """Devotees take from it that service of a great sant and obedience to God draw his grace, which can
do quickly what their own effort does slowly."""),
    D("gadhada-ii-8", "The true Ekadashi and the sacrifice of knowledge", """
At Gadhada in August 1821, Shriji Maharaj told the sants the Purana story of Ekadashi: while God lay
with his ten senses and mind turned inward, the demon Mur came to fight him, and a maiden born from the
light of those eleven faculties beheaded him; as her boon she asked that no one eat on her day, and that
on it the eleven faculties take none of their food. So, he said, Ekadashi is not a cattle's fast. As the
breath feeds on grain, each sense feeds on its object and the mind on thoughts; the fast is true when
all eleven are kept from their food, with no bad thoughts or deeds, with talk and songs of God and a
night vigil. The released souls of Shvetdvip keep it always, and so are called foodless; one should
aspire to be like them.

Later he spoke of sacrifice. Brahma told the first beings to perform sacrifices; those on the path of
renunciation should perform the sattvic kind, not those in which animals die. To draw the ten senses and
the mind back from their objects and offer them into the fire of Brahman is the sacrifice of yoga, and
its fruit is that Purushottam appears within one's own self. To keep one's attention turned towards
God's form, outside in worship, talks and songs, or within in meditation, is inward vision and the
sacrifice of knowledge, which every satsangi performs.

Fools would sing only "nirgun" songs, not songs of the gopis, and call naked wanderers nirgun; but God's
form alone is beyond the gunas, and whatever is connected with him, householder or renunciant, is
nirgun. Reaching God present before one is the fruit of many births; so worship him joyfully and keep up
the sacrifice of knowledge.
""", """Devotees take from it that a fast is kept by all the senses, not the stomach alone, and that turning
every faculty towards God is the offering he asks for."""),
    D("gadhada-ii-9", "The strength of Arjun and the doubt of Yudhishthir", """
At Gadhada in August 1821, Shriji Maharaj chose to talk of God rather than hear songs. The path of
knowledge, he said, means never wronging God's form. A lapse in some command of God can be released by
praying to him, but wronging his form has no release. So a wise devotee keeps God's commands as far as
he is able, and above all keeps the strength of knowing that the form he has met is supreme, always
divine and with a form, the source of all incarnations. To think it formless, or merely like the other
incarnations, is to wrong it.

One who holds this will reach God in Akshardham at death, even if he has drifted out of satsang; one who
lives in satsang and keeps the scriptures' words without this firm faith will go to the realm of Brahma
or some other god. Arjun had this strength: told by Krishna to give up all other duties and take refuge
in him alone, he was not dimmed by all the wrongs of the war. Yudhishthir relied on the words of
scripture, did no wrong, and yet despaired of his liberation; not even Vyas or Krishna could console
him. Even a little of this strength protects from great danger.

This talk does not make dharma false, he said; it is so that when bad place, time or company cause some
obstacle, a devotee firm in God's form does not fall from the path of liberation, while one whose faith
is unripe thinks himself lost on the day he slips. Narad and the Sanaks would marvel at the talks now
held in satsang; those who love God deeply need nothing more, and those who do not must come to
understand his greatness and take firm refuge in him.
""", """Devotees take from it that a firm understanding of who God is, above all else, is what keeps them on
the path of liberation through every lapse and hardship."""),
]
