"""Shiva Purana: selected episodes, retold by Sadhana contributors (CC BY 4.0).

Written from the traditional story, not from any published translation or retelling. Each
explanation names the samhita (and khanda) that tells the episode. Chapter numbers are given
only where they were checked against the chapter titles of the common seven-samhita recension
(as numbered in J. L. Shastri's edition); elsewhere only the samhita and khanda are named.
"""
from common import SADHANA_RETELLING, unit

LIMITS = ("retelling", 300, 500)


def E(ref, title, retelling, explanation):
    return unit(ref, "episode", title, retelling, explanation)


META = {
    "id": "shiva-purana",
    "title": "Shiva Purana",
    "titleOriginal": "शिवपुराणम्",
    "titles": {
        "hi": "शिव पुराण",
        "hi-Latn": "Shiv Puran",
        "mr": "शिवपुराण",
        "gu": "શિવ પુરાણ",
        "ta": "சிவ புராணம்",
        "te": "శివ పురాణం",
        "kn": "ಶಿವ ಪುರಾಣ",
        "ml": "ശിവപുരാണം",
        "bn": "শিবপুরাণ",
        "pa": "ਸ਼ਿਵ ਪੁਰਾਣ",
        "or": "ଶିବ ପୁରାଣ",
        "as": "শিৱ পুৰাণ",
        "ru": "Шива-пурана",
    },
    "theme": "Epic Stories",
    "form": "generic",
    "unit": {"singular": "episode", "plural": "episodes"},
    "section": {"singular": "part", "plural": "parts"},
    "originalScript": "none",
    "originalLanguage": "Sanskrit",
    "summary": (
        "The great Purana of Shiva, told by the bard Suta to the sages of the Naimisha forest: the supreme "
        "Shiva who is beyond all forms and yet takes form for his devotees, his marriages to Sati and Parvati, "
        "his sons, his victories, and the holy places and nights of his worship."
    ),
    "coverage": {
        "total": 15,
        "note": (
            "Fifteen selected episodes from the seven samhitas of the common recension (Vidyeshvara, Rudra, "
            "Shatarudra, Kotirudra, Uma, Kailasa and Vayaviya), retold in our own words; the Sanskrit text and "
            "its translations are not shipped. Each episode names the samhita and khanda it comes from."
        ),
    },
    "layers": {"retelling": "sadhana", "explanation": "sadhana"},
    "sources": {"sadhana": SADHANA_RETELLING},
}

SECTIONS = [
    {
        "title": "The endless pillar",
        "titles": {
            "hi": "अनंत ज्योति-स्तंभ",
            "hi-Latn": "Anant jyoti-stambh",
            "mr": "अनंत ज्योतिस्तंभ",
            "gu": "અનંત જ્યોતિસ્તંભ",
            "ta": "முடிவில்லா ஜோதித் தூண்",
            "te": "అంతులేని జ్యోతిస్తంభం",
            "kn": "ಅನಂತ ಜ್ಯೋತಿಸ್ತಂಭ",
            "ml": "അനന്തമായ ജ്യോതിസ്തംഭം",
            "bn": "অনন্ত জ্যোতিস্তম্ভ",
            "pa": "ਅਨੰਤ ਜੋਤ-ਥੰਮ੍ਹ",
            "or": "ଅନନ୍ତ ଜ୍ୟୋତିସ୍ତମ୍ଭ",
            "as": "অনন্ত জ্যোতিস্তম্ভ",
            "ru": "Бесконечный столп",
        },
        "units": [
            E("1", "The pillar of light", """
Long ago Brahma came upon Vishnu resting on his serpent couch and demanded respect: "Get up and greet
me. I am the grandfather of the world, your lord." Vishnu, stung, answered that Brahma had been born
from the lotus in his own navel and was therefore his son. Each claimed to be the supreme lord, and
the argument became a battle. They fought on their mounts, the swan and Garuda, with their hosts
around them, and at last each raised a weapon powerful enough to end the world. The frightened gods
fled to Kailasa.

Then, between the two of them, a column of fire appeared, blazing and boundless, and the two weapons
were swallowed by it and vanished. Astonished, Brahma and Vishnu forgot their quarrel. What was this?
They agreed to find its limits. Vishnu became a boar and dug down through the earth and the lower
worlds to find its foot; Brahma became a swan and flew upwards to find its top.

Vishnu went down and down and never reached the end. At last he came back and admitted it. Brahma
flew up for ages, and on the way met a ketaki flower drifting down. It had been falling from the
pillar, it said, for countless years, and it had no idea where the top was. Brahma persuaded the
flower to bear witness for him. He returned and announced that he had seen the top of the pillar,
and the ketaki flower agreed.

At that moment Shiva appeared out of the pillar. He praised Vishnu for his truthfulness and gave him a
place of honour equal to his own. Then, in anger at the lie, he brought forth the fierce Bhairava,
who seized Brahma by his fifth head, the head that had spoken the falsehood. Vishnu fell at Shiva's
feet and begged for Brahma's life, and Brahma was spared; but Shiva declared that Brahma would not be
worshipped like the other gods, and that the ketaki flower, which had given false witness, would never
again be offered to him.

Shiva then explained what they had seen. He is beyond form and beyond measure; the pillar of fire
without beginning or end is his sign, and the linga that devotees worship is its image on earth. The
Purana adds that this happened on the night that would become sacred to him.
""", """Vidyeshvara Samhita, chapters 6–8. Devotees take from it that Shiva cannot be reached by
pride or by force, only by humility and truth, and that the linga stands for the infinite that no one
can measure."""),
        ],
    },
    {
        "title": "Sati",
        "titles": {
            "hi": "सती",
            "hi-Latn": "Sati",
            "mr": "सती",
            "gu": "સતી",
            "ta": "சதி தேவி",
            "te": "సతీదేవి",
            "kn": "ಸತಿ",
            "ml": "സതി",
            "bn": "সতী",
            "pa": "ਸਤੀ",
            "or": "ସତୀ",
            "as": "সতী",
            "ru": "Сати",
        },
        "units": [
            E("2", "Daksha's sacrifice and Sati's sacrifice", """
Sati, daughter of the Prajapati Daksha, had worshipped Shiva from childhood and became his wife. But
Daksha came to resent his son-in-law. At a great gathering of sages and gods, everyone rose to greet
Daksha as he entered, except Shiva, who remained seated. Daksha took it as an insult, abused Shiva
before the whole assembly and cursed him to have no share in the offerings of sacrifice. Nandi, Shiva's
attendant, cursed Daksha and his followers in return, and Shiva left quietly.

Later Daksha held a great sacrifice at Kanakhala and invited every god and sage except Shiva. Sati
heard of it and begged her husband to let her go. Surely, she said, a daughter needs no invitation to
her father's house. Shiva warned her that Daksha had planned the sacrifice precisely to insult him, and
that she would find only humiliation there. But she was set on going, and he sent her with his
attendants.

At the sacrifice her mother and sisters welcomed her, but her father ignored her. She looked around
and saw that there was a share for every god and none for Shiva. Grief and anger rose in her. In front
of the assembly she rebuked her father: whoever hates Shiva, whose name alone purifies the world,
cannot be purified by any sacrifice. She was ashamed, she said, to carry a body that had come from
Daksha.

Then she fell silent, sat on the ground, sipped water, covered herself with her garment and closed her
eyes, thinking of her lord's feet. Drawing her breath upwards by yoga, she let the fire of yoga rise
within her, and her body was consumed before the eyes of everyone present.

A great cry went up. Shiva's attendants, who had come with her, tried to destroy the sacrifice, and the
sage Bhrigu drove them off with beings he called up from the sacrificial fire. The sacrifice went on.
But the Purana says it would not go on for long, for word of what had happened was already on its way
to Kailasa.
""", """Rudra Samhita, Sati Khanda (Sati gives up her body in chapter 30). Devotees take from it that
no ritual is holy where the Lord is insulted, and honour Sati's love for Shiva, which would bring her
back to him as Parvati."""),
            E("3", "Virabhadra", """
When Shiva heard that Sati had given up her body at her father's sacrifice, his grief became a terrible
anger. He tore a lock from his matted hair and struck it on the mountain, and from it rose Virabhadra,
a fierce warrior with many arms, blazing like the fire at the end of the world, and with him a host of
Shiva's attendants. "Go," said Shiva, "and destroy Daksha's
sacrifice."

They fell on Kanakhala like a storm. Terrible omens had already shaken the gathering: the altar fires
dimmed, the earth trembled, jackals howled. Virabhadra and his host scattered the priests, broke the
sacrificial posts and fouled the offerings. The gods who had come to take their shares fought back and
were driven off. Vishnu himself came to protect the sacrifice, since Daksha had taken refuge in him; he
fought Virabhadra and then withdrew, knowing that no one can protect a sacrifice which insults Shiva.
Those who had mocked Shiva were punished, and Daksha's head was cut off and thrown into the fire.

The gods, defeated and wounded, went to Brahma, and Brahma led them with Vishnu to Kailasa. There they
found Shiva calm again, seated in meditation. They praised him and begged him to
forgive and to let the sacrifice be completed, for the sake of the world.

Shiva was gentle with them. He said that he had not really been angry; Daksha had been punished for
his own arrogance. He agreed to restore the sacrifice. Daksha's own head had been burned, so a goat's
head was joined to his body, and he came back to life. Seeing Shiva, Daksha's hatred melted; filled
with shame, he praised him with all his heart. Those who had been hurt were healed, the sacrifice was
completed, and this time Shiva received his full share.

Shiva himself, though, went back to Kailasa alone, and sat in long meditation, waiting for Sati to
return to him in a new birth.
""", """Rudra Samhita, Sati Khanda. Devotees take from it that Shiva's anger destroys pride, not the
proud, and that even an enemy who turns to him is forgiven and made whole."""),
        ],
    },
    {
        "title": "Parvati",
        "titles": {
            "hi": "पार्वती",
            "hi-Latn": "Parvati",
            "mr": "पार्वती",
            "gu": "પાર્વતી",
            "ta": "பார்வதி",
            "te": "పార్వతి",
            "kn": "ಪಾರ್ವತಿ",
            "ml": "പാർവതി",
            "bn": "পার্বতী",
            "pa": "ਪਾਰਵਤੀ",
            "or": "ପାର୍ବତୀ",
            "as": "পাৰ্বতী",
            "ru": "Парвати",
        },
        "units": [
            E("4", "Parvati, daughter of the mountain", """
Himavat, king of the mountains, and his queen Mena worshipped the goddess with great devotion, and she
promised to be born as their daughter. So Sati was born again, in the Himalaya, as Parvati, the
daughter of the mountain. She grew like the waxing moon, and from childhood her heart turned towards
Shiva.

One day the sage Narada visited the palace, and Himavat asked him to read the girl's future. Narada
said that she would be loved and famous, and that her husband would be a yogi with matted hair, naked,
without parents or home, untouched by desire. Mena and Himavat were dismayed. Narada smiled and told
them not to worry: every sign he had described was the sign of Shiva, and to marry Shiva was the
greatest fortune there could be. But Shiva, he warned, would not be easily won.

At that time Shiva himself, still mourning Sati, came to a peak of the Himalaya to sit in austerity.
Himavat went to him with his daughter and asked that she be allowed to serve him. At first Shiva
refused: a woman's company did not suit a yogi. Parvati answered him boldly. If you are beyond nature,
she said, why should you fear nature? Even your austerity depends on her; without nature, what are you
acting on? Shiva, pleased with her wit, let her stay.

So every day Parvati came with her companions, cleaned the place, brought flowers and water, and sat
near him, and Shiva went on meditating as though she were not there.

Meanwhile the demon Taraka had won a boon from Brahma: only a son of Shiva could kill him. Knowing
that Shiva was lost in austerity and had no wife, Taraka drove the gods from heaven and ruled the
three worlds. The gods went to Brahma, and Brahma told them that only Shiva's marriage to Parvati
could save them. Their hopes now rested on the girl serving the silent ascetic in the mountains.
""", """Rudra Samhita, Parvati Khanda. Devotees take from it that patient service, even when it seems
unnoticed, prepares the way for grace."""),
            E("5", "Kama burned to ashes", """
The gods, desperate under Taraka's rule, decided that Shiva had to be moved to love. Indra called on
Kama, the god of desire, and Kama agreed, trusting his power. He set out with his wife Rati and his
friend Spring.

When they reached the place where Shiva sat, Spring filled the mountain with out-of-season blossom.
Mango and ashoka trees flowered, bees hummed, cuckoos called, and a soft fragrant breeze blew. Even
Shiva's attendants felt the change. But Shiva sat unmoved in meditation, and Kama could find no way
into his heart.

Then Parvati came with her companions, as she did each day, and approached to worship him. At that
moment Shiva opened his eyes, and Kama, seizing the chance, loosed his flower-arrow. For an instant
Shiva was stirred; he looked at Parvati's face and was moved by her beauty.

But at once he caught himself. How had this happened to him, a yogi? He looked around, and saw Kama
standing at his left with his bow drawn, ready to shoot again. Then Shiva's anger blazed, and fire
burst from the third eye in his forehead. In an instant Kama was reduced to ashes, while the gods cried
out in dismay.

Rati fell senseless, and when she came to, she wept and lamented over her husband's ashes. The gods
begged Shiva to restore him, explaining that Kama had only done their bidding. Shiva relented in part.
Kama would live on without a body, he said, and in a later age would be born again as Pradyumna, son of
Krishna, and Rati would be united with him then.

Shiva then vanished from the mountain. Parvati went home with her companions, ashamed and heartbroken.
She had seen that beauty could not win Shiva. If he were to be won at all, it would be by something
else.
""", """Rudra Samhita, Parvati Khanda. Devotees take from it that the Lord cannot be moved by desire,
and that the fire that burns desire away clears the path for true love."""),
            E("6", "Parvati's penance and the ascetic who mocked Shiva", """
Parvati resolved that she would win Shiva by austerity. Her mother Mena begged her not to go; her body
was too delicate. Narada came and taught her Shiva's five-syllable mantra, namah shivaya, and with her
father's blessing she went to a peak of the Himalaya to begin.

She put aside her jewels and fine clothes, wore bark and matted her hair. In the summer she sat among
fires under the blazing sun; in the rains she sat on bare rock in the downpour; in winter she stood in
icy water through the night. She ate fruit, then only leaves, then not even leaves; because she gave up
even leaves she was called Aparna. The whole forest around her became peaceful, and even fierce animals
lost their enmity there. Her austerity grew so great that it heated the three worlds.

Shiva sent the Seven Sages to test her. They told her she was foolish: why waste her youth on a
wandering beggar who had already burned Kama and cared for no one? Parvati answered that she would
marry Shiva or no one, even if it took a thousand births. The sages went back and praised her
steadfastness.

Then Shiva came himself, disguised as an old brahmin ascetic with matted hair. Parvati welcomed him
and served him, and he asked why so young and lovely a girl was wasting herself in such hardship. When
her companion told him, he laughed. Shiva? That ash-smeared wanderer who lives in cremation grounds,
wears snakes and a tiger skin, rides a bull, and has no family and no wealth? What a marriage that
would be!

Parvati's eyes blazed. She told him that he did not know Shiva at all. Shiva was the source of all
things and needed nothing; his poverty was freedom, and his strange ornaments were beyond the
understanding of people like this ascetic. Whoever speaks against Shiva, she said, is a sinner, and so
is whoever listens. She turned to leave.

As she rose, Shiva took her hand and stood before her in his own form. "I am yours," he said, "won by
your austerity. Ask me whatever you wish." Overjoyed and shy, Parvati asked him to come and ask her
father for her hand in the proper way.
""", """Rudra Samhita, Parvati Khanda. Devotees take from it that steadfast devotion, which no testing
or mockery can shake, wins the Lord himself; Parvati's austerity is remembered in fasts kept by women
for a blessed marriage."""),
            E("7", "The wedding of Shiva and Parvati", """
Shiva sent the Seven Sages and Arundhati, the wife of Vasishtha, to Himavat to ask for Parvati's hand.
Himavat and Mena received them with honour. Mena hesitated, for she had heard strange things about
Shiva, but the sages spoke of his greatness, and Himavat gladly agreed. The wedding was fixed for an
auspicious day, and the Himalaya was decorated as never before.

On the day, a vast procession set out from Kailasa. Vishnu and Brahma came with all the gods, the
sages and the celestial musicians; and with them came Shiva's own attendants: ghosts, goblins and
strange beings of every shape, some with many heads, some with none, dancing and shouting. Shiva rode
his bull, smeared with ash, wearing snakes and a garland of skulls, with the crescent moon in his
matted hair.

Mena went up to the palace roof, eager to see her son-in-law. Narada pointed out the gods one by one
as they passed, and each time she asked, "Is that Shiva?" and each time he said no. Then she saw the
wild attendants, and at their head the ash-covered rider on the bull, and Narada said, "That is Shiva."
Mena fainted. When she came to, she wept and raged: she would never give her daughter to such a
husband.

Narada, the sages, Brahma and Vishnu all tried to calm her, and Parvati herself told her mother gently
that she would marry no one else. At last, at their request, Shiva showed himself in a form of
overwhelming beauty, shining like a thousand suns, adorned with jewels and flowers. Mena stared, and
her fear turned to wonder and joy. She bowed to him and welcomed him as her son-in-law.

Then the wedding was celebrated with every rite. Brahma acted as priest, Himavat placed his daughter's
hand in Shiva's, and the bride and groom walked around the sacred fire. The gods showered flowers, and
the whole world rejoiced, for the marriage that would bring the saviour of the gods had taken place.
""", """Rudra Samhita, Parvati Khanda. Devotees take from it that the Lord's true beauty is hidden
behind forms that frighten the world, and they celebrate the divine marriage, above all at
Mahashivaratri."""),
        ],
    },
    {
        "title": "The sons of Shiva",
        "titles": {
            "hi": "शिव के पुत्र",
            "hi-Latn": "Shiv ke putra",
            "mr": "शिवाचे पुत्र",
            "gu": "શિવના પુત્રો",
            "ta": "சிவனின் மைந்தர்கள்",
            "te": "శివుని కుమారులు",
            "kn": "ಶಿವನ ಪುತ್ರರು",
            "ml": "ശിവപുത്രന്മാർ",
            "bn": "শিবের পুত্রেরা",
            "pa": "ਸ਼ਿਵ ਦੇ ਪੁੱਤਰ",
            "or": "ଶିବଙ୍କ ପୁତ୍ରମାନେ",
            "as": "শিৱৰ পুত্ৰসকল",
            "ru": "Сыновья Шивы",
        },
        "units": [
            E("8", "Kartikeya and the end of Taraka", """
After their marriage, Shiva and Parvati lived together on Kailasa. The gods, still suffering under
Taraka, waited anxiously for the son who would save them. Shiva's radiant seed was too powerful for
any ordinary vessel. It passed to Agni, the fire god, and then to the Ganga, and none of them could
hold it for long, until it came to rest in a forest of reeds. There a child was born, shining like the
sun.

Six of the Krittikas, the mothers of the Pleiades, came to bathe and found the baby. Each wanted to
nurse him, and the child grew six faces so that he could drink from all six together. So he is called
Kartikeya after the Krittikas, Shanmukha, the six-faced, and Skanda. He grew with astonishing speed,
and as a boy had the strength and wisdom of a great warrior.

Shiva and Parvati learned where their son was and brought him to Kailasa with great joy. Then the
gods came to him and begged him to lead them against Taraka. Shiva blessed him, and the gods gave him
weapons. Indra consecrated him as the commander of the gods' army, and he rode out on his peacock at
the head of their host.

Taraka laughed when he saw that the gods had sent a child against him. The battle was terrible. The
gods fell back before the demon, and even Indra and Vishnu were hard pressed. Then Kartikeya himself
came forward. The two fought long and fiercely, the demon confident in his strength, the young god
calm. At last Kartikeya hurled his spear, the shakti, and it pierced Taraka's heart. The demon fell
like a mountain, and his armies fled.

The worlds rejoiced. The gods returned to heaven, sacrifice and worship began again, and the sages
praised the son of Shiva. Kartikeya went on to destroy other demons who troubled the world, and is
worshipped as the leader of the divine army and the giver of courage and wisdom.
""", """Rudra Samhita, Kumara Khanda. Devotees take from it that the Lord's grace arrives in unexpected
forms, even a child, to end the power of evil; Kartikeya, or Murugan, is worshipped as the protector
who gives courage."""),
            E("9", "The birth of Ganesha", """
Parvati's friends Jaya and Vijaya once said to her: Nandi and all the attendants at the gates belong to
Shiva and obey him. You should have someone of your own. Parvati thought little of it until one day,
as she was bathing, Shiva walked straight in, past the guards. She decided her friends were right.

From the turmeric paste and the dirt of her body she shaped a boy, handsome and strong, and gave him
life. "You are my son," she told him. "I have no one else who is mine. Guard my door, and let no one in
without my leave." The boy took a staff and stood at the door.

Soon Shiva came. The boy, who did not know him, blocked the way. "My mother is bathing. You may not
enter." Shiva said that this was his own house, and tried to pass; the boy struck him with his staff.
Shiva sent his attendants to remove the stubborn gatekeeper, and the boy beat them all. Narada, seeing
a quarrel, stirred it further; the gods came to help Shiva, and the boy, remembering his mother, fought
them off too. At last, when no one else could overcome him, Shiva himself cut off the boy's head with
his trident.

When Parvati heard, her grief became fury. She sent forth countless fierce goddesses from her own power
to destroy the world. The gods were terrified. Narada and the sages went to her, bowed, and begged her
to be calm. She answered that the world could be saved only if her son was brought back to life and
honoured among the gods.

Shiva told the gods to go north and bring the head of the first creature they met. They found an
elephant with a single tusk, brought its head, and fixed it on the boy's body. Shiva gave it life, and
the boy rose up, shining. Parvati took him into her arms in joy. Shiva embraced him as his son and made
him the leader of all his attendants, the ganas; so he is called Ganesha and Ganapati. And all the gods
agreed that he would be worshipped first, before any other god, at the beginning of every undertaking,
and that he would remove the obstacles of whoever worshipped him.
""", """Rudra Samhita, Kumara Khanda, chapters 13–18. Devotees take from it why Ganesha is honoured
first in every rite, and read his elephant head as a sign that the Lord can make something greater out
of loss."""),
            E("10", "The race around the world", """
Shiva and Parvati's two sons, Kartikeya and Ganesha, grew up on Kailasa, and the time came to think of
their marriages. Both brothers wanted to be married first. Their parents, loving them equally, set a
test: whichever of you goes around the whole earth and comes back first will be married first.

Kartikeya set off at once on his peacock, racing across continents and oceans, certain that no one
could beat him.

Ganesha, heavy-bodied and with only a mouse to ride, did not set off at all. He sat and thought it
through: how can I go around the whole earth before my brother does? He bathed, came home, and set out two seats. He asked his father and mother to
sit on them. Then he worshipped them, walked around them seven times, and bowed to them seven times.
"Now I have gone around the earth," he said, "please arrange my marriage."

His parents laughed: the earth is vast, with all its continents and seas; go around it like your
brother. Ganesha answered by citing the scriptures. To walk around one's parents in worship, he said,
is equal to walking around the whole earth; this is what the Vedas and the sacred texts declare. If
they were wrong, then the Vedas would be wrong. Shiva and Parvati were delighted by his wisdom and
agreed. Ganesha was married to Siddhi and Buddhi, Success and Wisdom, the daughters of the Prajapati
Vishvarupa, and in time they had two sons, Kshema and Labha, Welfare and Gain.

When Kartikeya finally returned, exhausted, Narada told him everything. Hurt and angry, feeling that
his parents had tricked him, Kartikeya bowed to them and left Kailasa. He went south to the Krauncha
mountain and stayed there. Shiva and Parvati, grieving, followed him, and tradition tells that Shiva
remains near there as the Jyotirlinga Mallikarjuna, waiting for his son.
""", """Rudra Samhita, Kumara Khanda, chapters 19–20. Devotees take from it the honour due to parents,
and that wisdom and devotion can achieve what speed and strength cannot."""),
        ],
    },
    {
        "title": "Shiva the protector",
        "titles": {
            "hi": "रक्षक शिव",
            "hi-Latn": "Rakshak Shiv",
            "mr": "रक्षणकर्ता शिव",
            "gu": "રક્ષક શિવ",
            "ta": "காக்கும் சிவன்",
            "te": "రక్షకుడైన శివుడు",
            "kn": "ರಕ್ಷಕನಾದ ಶಿವ",
            "ml": "രക്ഷകനായ ശിവൻ",
            "bn": "রক্ষাকর্তা শিব",
            "pa": "ਰੱਖਿਅਕ ਸ਼ਿਵ",
            "or": "ରକ୍ଷକ ଶିବ",
            "as": "ৰক্ষক শিৱ",
            "ru": "Шива-защитник",
        },
        "units": [
            E("11", "The three cities", """
After Taraka was slain, his three sons, Tarakaksha, Kamalaksha and Vidyunmali, went to the mountains and
performed long austerities. Brahma came to grant them a boon. They asked for immortality, and he said
that no one born can have it. So they asked for something else: three cities that could go anywhere,
one of gold in heaven, one of silver in the sky, one of iron on earth, which would come together in a
single line only once in a thousand years, and which could be destroyed only by a single arrow shot at
that moment. Brahma granted it, and the great architect of the asuras, Maya, built the three cities,
Tripura.

At first the three brothers ruled well. They were devoted to Shiva and kept dharma, and their cities
flourished. Even so they oppressed the gods, and the gods could not touch them, because their
righteousness protected them. The gods went to Shiva, and Shiva told them that he would not destroy
those who worshipped him.

So Vishnu found another way. He sent among the people of the three cities a persuasive teacher, shaven
and soft-spoken, who taught a doctrine that turned them away from the Vedas, from sacrifice and from
Shiva's worship. Little by little the cities fell away from dharma, and their protection was gone.

Then Shiva agreed to act. The gods made him a chariot out of the whole universe: the earth was its
body, the sun and moon its wheels, Brahma its charioteer and the Vedas its horses. Mount Meru became his
bow, the serpent Vasuki its string, and Vishnu himself the arrow. Mounted on this chariot, Shiva waited
for the moment when the three cities would come into line.

When at last they did, he released the single arrow, and in an instant the three cities burned to
ashes with all their armies. Only Maya, the builder, who had remained a devotee of Shiva, was spared.
The gods praised Shiva as Tripurari, the destroyer of the three cities.
""", """Rudra Samhita, Yuddha Khanda. Devotees read the three cities as the three bonds of the soul,
and take from the story that Shiva destroys them in a single moment, once the time is ripe."""),
            E("12", "Shiva the hunter and Arjuna", """
When the Pandavas were living in exile in the forest, the sage Vyasa came to them and advised that
Arjuna should worship Shiva to gain divine weapons for the war that was coming. Arjuna took leave of
his brothers and of Draupadi, who blessed him on his way, and went alone to the mountains. There he
began a fierce austerity, standing in meditation with his mind fixed on Shiva, so that even the gods
took notice.

Shiva decided to test him. He took the form of a forest hunter, a Kirata, with his attendants dressed
as his band. At that moment an asura in the shape of a huge
wild boar rushed at Arjuna to kill him. Arjuna seized his bow and shot; at the same instant the hunter
shot too, and the boar fell dead with both arrows in it.

The hunter's men demanded the kill: it was their master's arrow that had slain it, they said, and
Arjuna had no claim to it. Arjuna refused, for he knew where his own arrow had struck.
Words became challenges, and the two archers began to fight. Arjuna poured arrows at the hunter, and
they vanished as they struck him. He struck with his bow, and it was taken from him; he fought with his fists and his body, and the hunter held him as
easily as a child.

Exhausted and humbled, Arjuna understood that no ordinary hunter could stand against him like this.
He turned his mind to Shiva in surrender. At once the hunter stood before him as Shiva himself. Arjuna fell at his feet, begging forgiveness for having fought him.

Shiva was delighted. He praised Arjuna's courage and devotion, and gave him the great Pashupata weapon
with the knowledge of how to use it, assuring him of victory. Then he vanished, and Arjuna
returned to his brothers with the blessing he had come for.
""", """Shatarudra Samhita, among Shiva's descents. Devotees take from it that the Lord tests those
he loves, and that the moment our own strength runs out is the moment we can recognise him."""),
        ],
    },
    {
        "title": "Holy places and a holy night",
        "titles": {
            "hi": "तीर्थ और एक पावन रात्रि",
            "hi-Latn": "Teerth aur ek paavan ratri",
            "mr": "तीर्थक्षेत्रे आणि एक पवित्र रात्र",
            "gu": "તીર્થો અને એક પાવન રાત્રિ",
            "ta": "புண்ணியத் தலங்களும் ஒரு புனித இரவும்",
            "te": "పుణ్యక్షేత్రాలు, ఒక పవిత్ర రాత్రి",
            "kn": "ಪುಣ್ಯಕ್ಷೇತ್ರಗಳು ಮತ್ತು ಒಂದು ಪವಿತ್ರ ರಾತ್ರಿ",
            "ml": "പുണ്യസ്ഥലങ്ങളും ഒരു പുണ്യരാത്രിയും",
            "bn": "তীর্থস্থান ও এক পবিত্র রাত্রি",
            "pa": "ਤੀਰਥ ਅਤੇ ਇੱਕ ਪਵਿੱਤਰ ਰਾਤ",
            "or": "ତୀର୍ଥସ୍ଥାନ ଓ ଏକ ପବିତ୍ର ରାତ୍ରି",
            "as": "তীৰ্থস্থান আৰু এক পবিত্ৰ ৰাতি",
            "ru": "Святые места и святая ночь",
        },
        "units": [
            E("13", "Vishnu's thousand lotuses", """
Once the demons grew so powerful that they harassed the gods and the sages and trampled on dharma. The
gods, who could no longer stand against them, went to Vishnu for help. Vishnu, the protector of the
worlds, did not rely on his own strength alone. He went to Kailasa to worship Shiva, to gain from him
the power to overcome the demons, and there he began a long and disciplined austerity.

He sat before Shiva's linga and began to worship it with a thousand lotuses, offering one lotus with
each of Shiva's thousand names. He worshipped day after day, with complete devotion, chanting name
after name, placing flower after flower.

Shiva decided to test him, and quietly hid one of the lotuses. When Vishnu reached the last name, there
was no lotus left to offer. He searched everywhere and could not find one. To stop one name short
would break the vow, and to go and gather another flower would break the worship. He would not leave
it incomplete. Then he remembered that people call him lotus-eyed. Without hesitation, he plucked
out one of his own eyes and offered it at Shiva's feet as the thousandth lotus.

Shiva appeared before him at once, overwhelmed by this devotion, and offered him any boon. Vishnu asked for the power to protect the world from the demons. Shiva gave him the discus
Sudarshana, blazing like the sun, which no enemy can withstand. With it Vishnu destroyed the demons and
restored peace to the worlds, and the discus has been his sign ever since: the gift of Shiva, won by a
worship in which nothing was held back.

The Purana says that the thousand names with which Vishnu worshipped became a hymn, and that whoever
recites them with devotion pleases Shiva. The linga Vishnu worshipped is honoured as Harishvara, the
lord worshipped by Hari.
""", """Kotirudra Samhita. Devotees take from it that devotion gives everything and holds nothing
back, and honour the bond between Vishnu and Shiva, each the other's greatest devotee."""),
            E("14", "Somanatha and the Moon", """
Daksha had many daughters, and he gave twenty-seven of them, the stars of the lunar mansions, in
marriage to the Moon. The Moon shone with them and they with him. But of all his wives he loved only
one, Rohini, and neglected the rest.

The other wives, unhappy, went to their father. Daksha came to the Moon and spoke to him gently. You
are of noble birth, he said; it is not right to love one wife and ignore the others who depend on you.
Treat them all alike. The Moon agreed, and Daksha went home, reassured. But nothing changed: the Moon still
spent his nights with Rohini alone.

When his daughters complained again, Daksha lost his patience and cursed the Moon to waste away. At
once the Moon began to fade, night by night. As his light failed, the whole world grew dark and
suffered.

The gods and sages, distressed, went to Brahma. Brahma said that only Shiva could help: the Moon should
go to Prabhasa, on the western sea, and worship Shiva there. The Moon went to Prabhasa, made a linga
and worshipped it with the great mantra of Shiva the conqueror of death, the Mrityunjaya, long and
devotedly.

Shiva appeared, pleased, and offered a boon. Daksha's curse could not simply be undone, he said, but he
would lessen it: in one half of each month the Moon would wane, and in the other half he would grow
again to fullness. So it has been ever since. The Moon was restored and thanked Shiva, and the gods
asked Shiva to remain there for the good of the world.

Shiva agreed, and stays at Prabhasa as Somanatha, the lord of the Moon, the first of the twelve
Jyotirlingas, the linga of light. The Purana says that those who worship there are freed from
sickness and sin.
""", """Kotirudra Samhita, chapter 14. Devotees take from it that Shiva's grace can soften even a just
curse, and honour Somanatha, first of the twelve Jyotirlingas, as the place where the Moon was healed."""),
            E("15", "The hunter on the night of Shiva", """
There was once a hunter named Gurudruha, strong and cruel, who lived in the forest with a large family,
killing deer and robbing travellers. He had never done a good deed in his life. One day his parents,
wife and children were starving and begged him to bring food. He took his bow and went out, but all day
he found nothing. The sun set. He could not go home empty-handed.

He climbed a bilva tree beside a pool, with a pot of water beside him, to wait for an animal to come and
drink. He did not know that it was Shivaratri, the great night of Shiva, nor that at the foot of the
tree stood a Shiva linga.

In the first watch of the night a doe came to drink. As the hunter drew his bow, the tree shook, and
some water from his pot and a few bilva leaves fell onto the linga. Without knowing it, he had worshipped
Shiva. The doe saw him and pleaded: let me go home and leave my young with my husband, and I will come
back. He let her go.

In the second watch another doe came, her sister, and again as he drew his bow, water and leaves fell on
the linga; she too begged to be allowed to go and come back, and he let her go. In the third watch the
stag came looking for them, and the same thing happened once more. The hunter had now kept vigil and
fasted through the night, and worshipped Shiva in each watch, all unknowing, and his heart had begun to
soften.

In the fourth watch the deer all came back together, with their young, ready to keep their word and
die. The hunter looked at them and was overcome. These animals kept their promises; what had he ever
done? He lowered his bow and let them go.

At that moment Shiva appeared before him, pleased by the worship, the vigil and the change of heart.
He gave the hunter the name Guha, and promised that in a later age Rama himself would come to his house
and be his friend. The deer, too, having seen Shiva, were freed.
""", """Kotirudra Samhita, chapter 40. Devotees tell it on Mahashivaratri as the reason for the night's
fast, vigil and offering of bilva leaves, and take from it that Shiva's grace reaches even the one who
worships him without knowing."""),
        ],
    },
]

# Each episode's title as readers of each language would name it (Sadhana's own renderings of the
# English titles above; names in their customary form per language). build_retellings.py writes them
# into each unit as "titles".
UNIT_TITLES = {
    "1": {
        "hi": "ज्योति-स्तंभ",
        "hi-Latn": "Jyoti-stambh",
        "mr": "ज्योतिस्तंभ",
        "gu": "જ્યોતિસ્તંભ",
        "ta": "ஜோதித் தூண்",
        "te": "జ్యోతిస్తంభం",
        "kn": "ಜ್ಯೋತಿಸ್ತಂಭ",
        "ml": "ജ്യോതിസ്തംഭം",
        "bn": "জ্যোতিস্তম্ভ",
        "pa": "ਜੋਤ-ਥੰਮ੍ਹ",
        "or": "ଜ୍ୟୋତିସ୍ତମ୍ଭ",
        "as": "জ্যোতিস্তম্ভ",
        "ru": "Столп света",
    },
    "2": {
        "hi": "दक्ष का यज्ञ और सती का आत्मबलिदान",
        "hi-Latn": "Daksh ka yagya aur Sati ka atmabalidan",
        "mr": "दक्षाचा यज्ञ आणि सतीचे आत्मार्पण",
        "gu": "દક્ષનો યજ્ઞ અને સતીનું આત્મબલિદાન",
        "ta": "தக்கனின் வேள்வியும் சதியின் உயிர்த்தியாகமும்",
        "te": "దక్ష యజ్ఞం, సతీదేవి ఆత్మార్పణ",
        "kn": "ದಕ್ಷನ ಯಜ್ಞ ಮತ್ತು ಸತಿಯ ಆತ್ಮಾರ್ಪಣೆ",
        "ml": "ദക്ഷയാഗവും സതിയുടെ ആത്മത്യാഗവും",
        "bn": "দক্ষযজ্ঞ ও সতীর দেহত্যাগ",
        "pa": "ਦਕਸ਼ ਦਾ ਯੱਗ ਅਤੇ ਸਤੀ ਦਾ ਆਤਮ-ਬਲੀਦਾਨ",
        "or": "ଦକ୍ଷଙ୍କ ଯଜ୍ଞ ଓ ସତୀଙ୍କ ଆତ୍ମବଳିଦାନ",
        "as": "দক্ষৰ যজ্ঞ আৰু সতীৰ দেহত্যাগ",
        "ru": "Жертвоприношение Дакши и самопожертвование Сати",
    },
    "3": {
        "hi": "वीरभद्र",
        "hi-Latn": "Veerbhadra",
        "mr": "वीरभद्र",
        "gu": "વીરભદ્ર",
        "ta": "வீரபத்திரர்",
        "te": "వీరభద్రుడు",
        "kn": "ವೀರಭದ್ರ",
        "ml": "വീരഭദ്രൻ",
        "bn": "বীরভদ্র",
        "pa": "ਵੀਰਭੱਦਰ",
        "or": "ବୀରଭଦ୍ର",
        "as": "বীৰভদ্ৰ",
        "ru": "Вирабхадра",
    },
    "4": {
        "hi": "पार्वती, गिरिराज की पुत्री",
        "hi-Latn": "Parvati, Giriraj ki putri",
        "mr": "पार्वती, पर्वतराजाची कन्या",
        "gu": "પાર્વતી, ગિરિરાજની પુત્રી",
        "ta": "பார்வதி — மலையரசன் மகள்",
        "te": "పార్వతి — హిమవంతుని కూతురు",
        "kn": "ಪಾರ್ವತಿ — ಪರ್ವತರಾಜನ ಮಗಳು",
        "ml": "പാർവതി — പർവതരാജപുത്രി",
        "bn": "পার্বতী, গিরিরাজকন্যা",
        "pa": "ਪਾਰਵਤੀ, ਪਰਬਤ ਦੀ ਧੀ",
        "or": "ପାର୍ବତୀ, ପର୍ବତରାଜଙ୍କ କନ୍ୟା",
        "as": "পাৰ্বতী, পৰ্বতৰাজৰ কন্যা",
        "ru": "Парвати, дочь горы",
    },
    "5": {
        "hi": "कामदेव का भस्म होना",
        "hi-Latn": "Kamdev ka bhasm hona",
        "mr": "कामदहन",
        "gu": "કામદહન",
        "ta": "காமதகனம்",
        "te": "కామదహనం",
        "kn": "ಕಾಮದಹನ",
        "ml": "കാമദഹനം",
        "bn": "মদনভস্ম",
        "pa": "ਕਾਮਦੇਵ ਦਾ ਭਸਮ ਹੋਣਾ",
        "or": "କାମଦହନ",
        "as": "মদনভস্ম",
        "ru": "Кама, сожжённый дотла",
    },
    "6": {
        "hi": "पार्वती का तप और शिव की निंदा करने वाला तपस्वी",
        "hi-Latn": "Parvati ka tap aur Shiv ki ninda karne wala tapasvi",
        "mr": "पार्वतीचे तप आणि शिवाची निंदा करणारा तपस्वी",
        "gu": "પાર્વતીનું તપ અને શિવની નિંદા કરનાર તપસ્વી",
        "ta": "பார்வதியின் தவமும் சிவனை இகழ்ந்த துறவியும்",
        "te": "పార్వతి తపస్సు, శివుని నిందించిన తాపసి",
        "kn": "ಪಾರ್ವತಿಯ ತಪಸ್ಸು ಮತ್ತು ಶಿವನನ್ನು ನಿಂದಿಸಿದ ತಪಸ್ವಿ",
        "ml": "പാർവതിയുടെ തപസ്സും ശിവനെ പരിഹസിച്ച താപസനും",
        "bn": "পার্বতীর তপস্যা ও শিবনিন্দুক তপস্বী",
        "pa": "ਪਾਰਵਤੀ ਦਾ ਤਪ ਅਤੇ ਸ਼ਿਵ ਦੀ ਨਿੰਦਾ ਕਰਨ ਵਾਲਾ ਤਪੱਸਵੀ",
        "or": "ପାର୍ବତୀଙ୍କ ତପସ୍ୟା ଓ ଶିବଙ୍କୁ ନିନ୍ଦା କରିଥିବା ତପସ୍ୱୀ",
        "as": "পাৰ্বতীৰ তপস্যা আৰু শিৱক উপলুঙা কৰা তপস্বী",
        "ru": "Подвиг Парвати и аскет, насмехавшийся над Шивой",
    },
    "7": {
        "hi": "शिव-पार्वती विवाह",
        "hi-Latn": "Shiv-Parvati vivah",
        "mr": "शिव-पार्वती विवाह",
        "gu": "શિવ-પાર્વતી વિવાહ",
        "ta": "சிவ பார்வதி திருமணம்",
        "te": "శివపార్వతుల కళ్యాణం",
        "kn": "ಶಿವ-ಪಾರ್ವತಿ ಕಲ್ಯಾಣ",
        "ml": "ശിവപാർവതീ പരിണയം",
        "bn": "হর-পার্বতীর বিবাহ",
        "pa": "ਸ਼ਿਵ-ਪਾਰਵਤੀ ਵਿਆਹ",
        "or": "ହର-ପାର୍ବତୀ ବିବାହ",
        "as": "হৰ-পাৰ্বতীৰ বিবাহ",
        "ru": "Свадьба Шивы и Парвати",
    },
    "8": {
        "hi": "कार्तिकेय और तारकासुर का अंत",
        "hi-Latn": "Kartikeya aur Tarakasur ka ant",
        "mr": "कार्तिकेय आणि तारकासुराचा अंत",
        "gu": "કાર્તિકેય અને તારકાસુરનો અંત",
        "ta": "கார்த்திகேயனும் தாரகாசுரனின் முடிவும்",
        "te": "కార్తికేయుడు, తారకాసుర సంహారం",
        "kn": "ಕಾರ್ತಿಕೇಯ ಮತ್ತು ತಾರಕಾಸುರನ ಅಂತ್ಯ",
        "ml": "കാർത്തികേയനും താരകാസുരന്റെ അന്ത്യവും",
        "bn": "কার্তিকেয় ও তারকাসুরের অবসান",
        "pa": "ਕਾਰਤਿਕੇਯ ਅਤੇ ਤਾਰਕਾਸੁਰ ਦਾ ਅੰਤ",
        "or": "କାର୍ତ୍ତିକେୟ ଓ ତାରକାସୁରର ଅନ୍ତ",
        "as": "কাৰ্তিকেয় আৰু তাৰকাসুৰৰ অন্ত",
        "ru": "Картикея и конец Тараки",
    },
    "9": {
        "hi": "गणेश का जन्म",
        "hi-Latn": "Ganesh ka janm",
        "mr": "गणेशजन्म",
        "gu": "ગણેશનો જન્મ",
        "ta": "விநாயகர் தோற்றம்",
        "te": "వినాయకుని జననం",
        "kn": "ಗಣೇಶನ ಜನನ",
        "ml": "ഗണപതിയുടെ ജനനം",
        "bn": "গণেশের জন্ম",
        "pa": "ਗਣੇਸ਼ ਦਾ ਜਨਮ",
        "or": "ଗଣେଶଙ୍କ ଜନ୍ମ",
        "as": "গণেশৰ জন্ম",
        "ru": "Рождение Ганеши",
    },
    "10": {
        "hi": "पृथ्वी की परिक्रमा की होड़",
        "hi-Latn": "Prithvi ki parikrama ki hod",
        "mr": "पृथ्वीप्रदक्षिणेची शर्यत",
        "gu": "પૃથ્વીની પ્રદક્ષિણાની હરીફાઈ",
        "ta": "உலகை வலம் வரும் போட்டி",
        "te": "భూప్రదక్షిణ పోటీ",
        "kn": "ಭೂಪ್ರದಕ್ಷಿಣೆಯ ಸ್ಪರ್ಧೆ",
        "ml": "ലോകപ്രദക്ഷിണ മത്സരം",
        "bn": "পৃথিবী প্রদক্ষিণের প্রতিযোগিতা",
        "pa": "ਧਰਤੀ ਦੀ ਪਰਿਕਰਮਾ ਦੀ ਦੌੜ",
        "or": "ପୃଥିବୀ ପରିକ୍ରମାର ପ୍ରତିଯୋଗିତା",
        "as": "পৃথিৱী প্ৰদক্ষিণৰ প্ৰতিযোগিতা",
        "ru": "Состязание вокруг света",
    },
    "11": {
        "hi": "त्रिपुर",
        "hi-Latn": "Tripur",
        "mr": "त्रिपुर",
        "gu": "ત્રિપુર",
        "ta": "திரிபுரம்",
        "te": "త్రిపురాలు",
        "kn": "ತ್ರಿಪುರ",
        "ml": "ത്രിപുരങ്ങൾ",
        "bn": "ত্রিপুর",
        "pa": "ਤ੍ਰਿਪੁਰ",
        "or": "ତ୍ରିପୁର",
        "as": "ত্ৰিপুৰ",
        "ru": "Три города",
    },
    "12": {
        "hi": "किरात-वेशधारी शिव और अर्जुन",
        "hi-Latn": "Kirat ke vesh mein Shiv aur Arjun",
        "mr": "किरातवेषातील शिव आणि अर्जुन",
        "gu": "કિરાત વેશે શિવ અને અર્જુન",
        "ta": "வேடனாக வந்த சிவனும் அர்ச்சுனனும்",
        "te": "కిరాతుడైన శివుడు, అర్జునుడు",
        "kn": "ಕಿರಾತನಾದ ಶಿವ ಮತ್ತು ಅರ್ಜುನ",
        "ml": "കിരാതനായ ശിവനും അർജ്ജുനനും",
        "bn": "কিরাতবেশী শিব ও অর্জুন",
        "pa": "ਸ਼ਿਕਾਰੀ ਦੇ ਰੂਪ ਵਿੱਚ ਸ਼ਿਵ ਅਤੇ ਅਰਜੁਨ",
        "or": "କିରାତ ବେଶରେ ଶିବ ଓ ଅର୍ଜୁନ",
        "as": "কিৰাত বেশত শিৱ আৰু অৰ্জুন",
        "ru": "Шива-охотник и Арджуна",
    },
    "13": {
        "hi": "विष्णु के सहस्र कमल",
        "hi-Latn": "Vishnu ke hazaar kamal",
        "mr": "विष्णूंची सहस्र कमळे",
        "gu": "વિષ્ણુનાં સહસ્ર કમળ",
        "ta": "திருமாலின் ஆயிரம் தாமரைகள்",
        "te": "విష్ణువు సహస్ర కమలాలు",
        "kn": "ವಿಷ್ಣುವಿನ ಸಾವಿರ ಕಮಲಗಳು",
        "ml": "വിഷ്ണുവിന്റെ ആയിരം താമരകൾ",
        "bn": "বিষ্ণুর সহস্র পদ্ম",
        "pa": "ਵਿਸ਼ਨੂੰ ਦੇ ਹਜ਼ਾਰ ਕਮਲ",
        "or": "ବିଷ୍ଣୁଙ୍କ ସହସ୍ର ପଦ୍ମ",
        "as": "বিষ্ণুৰ সহস্ৰ পদুম",
        "ru": "Тысяча лотосов Вишну",
    },
    "14": {
        "hi": "सोमनाथ और चंद्रमा",
        "hi-Latn": "Somnath aur Chandrama",
        "mr": "सोमनाथ आणि चंद्र",
        "gu": "સોમનાથ અને ચંદ્ર",
        "ta": "சோமநாதரும் சந்திரனும்",
        "te": "సోమనాథుడు, చంద్రుడు",
        "kn": "ಸೋಮನಾಥ ಮತ್ತು ಚಂದ್ರ",
        "ml": "സോമനാഥനും ചന്ദ്രനും",
        "bn": "সোমনাথ ও চন্দ্র",
        "pa": "ਸੋਮਨਾਥ ਅਤੇ ਚੰਦਰਮਾ",
        "or": "ସୋମନାଥ ଓ ଚନ୍ଦ୍ର",
        "as": "সোমনাথ আৰু চন্দ্ৰ",
        "ru": "Сомнатх и Луна",
    },
    "15": {
        "hi": "शिवरात्रि का शिकारी",
        "hi-Latn": "Shivratri ka shikari",
        "mr": "शिवरात्रीचा शिकारी",
        "gu": "શિવરાત્રિનો શિકારી",
        "ta": "சிவராத்திரி வேடன்",
        "te": "శివరాత్రి నాటి వేటగాడు",
        "kn": "ಶಿವರಾತ್ರಿಯ ಬೇಡ",
        "ml": "ശിവരാത്രിയിലെ വേടൻ",
        "bn": "শিবরাত্রির ব্যাধ",
        "pa": "ਸ਼ਿਵਰਾਤਰੀ ਦਾ ਸ਼ਿਕਾਰੀ",
        "or": "ଶିବରାତ୍ରିର ଶିକାରୀ",
        "as": "শিৱৰাত্ৰিৰ চিকাৰী",
        "ru": "Охотник в ночь Шивы",
    },
}
