"""Bhagavata Purana: selected episodes, retold by Sadhana contributors (CC BY 4.0).

Written from the traditional story, not from any published translation or retelling. Each
explanation names where the episode is told: skandha and chapters in the common numbering of the
Sanskrit text (the numbering of GRETIL's bhp_01–12), given from knowledge of the text, not
machine-checked against it.
"""
from common import SADHANA_RETELLING, unit

LIMITS = ("retelling", 300, 500)


def E(ref, title, retelling, explanation):
    return unit(ref, "episode", title, retelling, explanation)


META = {
    "id": "bhagavata-purana",
    "title": "Bhagavata Purana",
    "titleOriginal": "श्रीमद्भागवतपुराणम्",
    "titles": {
        "hi": "श्रीमद्भागवत पुराण",
        "hi-Latn": "Shrimad Bhagavat Puran",
        "mr": "श्रीमद्भागवत पुराण",
        "gu": "શ્રીમદ્ ભાગવત પુરાણ",
        "ta": "ஸ்ரீமத் பாகவத புராணம்",
        "te": "శ్రీమద్భాగవత పురాణం",
        "kn": "ಶ್ರೀಮದ್ಭಾಗವತ ಪುರಾಣ",
        "ml": "ശ്രീമദ് ഭാഗവത പുരാണം",
        "bn": "শ্রীমদ্ভাগবত পুরাণ",
        "pa": "ਸ੍ਰੀਮਦ ਭਾਗਵਤ ਪੁਰਾਣ",
        "or": "ଶ୍ରୀମଦ୍ଭାଗବତ ପୁରାଣ",
        "as": "শ্ৰীমদ্ভাগৱত পুৰাণ",
        "ru": "Бхагавата-пурана",
    },
    "theme": "Epic Stories",
    "form": "generic",
    "unit": {"singular": "episode", "plural": "episodes"},
    "section": {"singular": "part", "plural": "parts"},
    "originalScript": "none",
    "originalLanguage": "Sanskrit",
    "summary": (
        "The Purana of the Lord's devotees: told by Shuka to King Parikshit in the last seven days of the "
        "king's life, it gathers the Lord's descents and the lives of those who loved him, and at its heart "
        "tells the life of Krishna in Vraja, Mathura and Dvaraka."
    ),
    "coverage": {
        "total": 24,
        "note": (
            "Twenty-four selected episodes from the twelve skandhas (335 chapters), retold in our own words; "
            "the Sanskrit text and its translations are not shipped. Each episode names the skandha and "
            "chapters it comes from."
        ),
    },
    "layers": {"retelling": "sadhana", "explanation": "sadhana"},
    "sources": {"sadhana": SADHANA_RETELLING},
}

SECTIONS = [
    {
        "title": "How the Bhagavata came to be told",
        "titles": {
            "hi": "भागवत-कथा का आरंभ कैसे हुआ",
            "hi-Latn": "Bhagavat katha ka aarambh kaise hua",
            "mr": "भागवत-कथेचा आरंभ कसा झाला",
            "gu": "ભાગવત કથાનો આરંભ કેવી રીતે થયો",
            "ta": "பாகவதம் சொல்லப்பட்ட வரலாறு",
            "te": "భాగవతం ఎలా చెప్పబడింది",
            "kn": "ಭಾಗವತ ಕಥೆ ಹೇಗೆ ಹೇಳಲ್ಪಟ್ಟಿತು",
            "ml": "ഭാഗവതം പറയപ്പെട്ടതെങ്ങനെ",
            "bn": "ভাগবত-কথার সূচনা কীভাবে",
            "pa": "ਭਾਗਵਤ ਕਥਾ ਕਿਵੇਂ ਆਰੰਭ ਹੋਈ",
            "or": "ଭାଗବତ କଥା କିପରି ଆରମ୍ଭ ହେଲା",
            "as": "ভাগৱত-কথাৰ আৰম্ভ কেনেকৈ হ'ল",
            "ru": "Как было поведано «Бхагаватам»",
        },
        "units": [
            E("1", "Vyasa's discontent and Narada's story", """
Vyasa had done more for the sacred word than anyone before him. He had divided the one Veda into
four, gathered the old stories into the Puranas, and composed the Mahabharata so that people who
could never study the Veda would still hear what dharma asks of them. Yet one day, sitting alone by
the Sarasvati river, he felt an emptiness he could not explain, as if the most important thing were
still undone.

Narada arrived, his vina in his hands, and asked how he was. Vyasa admitted his unease. Narada's
answer was plain: you have taught dharma and much else, but you have not fully sung of the Lord
himself. Words about the world, however elegant, are a pool where only crows gather; even simple
words that carry the Lord's names and deeds draw the swans and make the world pure. Tell the Lord's
story, he said, and everything you have taught will find its centre.

To show what hearing about the Lord can do, Narada told his own past. In an earlier life he had been
the small son of a maidservant who waited on a company of sages staying through the rainy season.
The boy served them, ate what they left with their permission, and listened every day as they spoke
of the Lord. A taste for it grew in him, and his heart became clear. When the sages moved on, they
taught him what they knew.

One night his mother, his only tie, went out to milk a cow and was bitten by a snake. The boy took
it as the Lord's kindness and set off northwards through villages and forests. Resting under a tree,
he turned his mind inward, and for a moment the Lord's form shone within him. Then it was gone, and
nothing he did would bring it back. A voice told him that he would not see it again in that life; it
had come once only to wake his longing. He spent his remaining years singing the Lord's names, and
in the next creation was born again as Narada, who travels every world singing.

Vyasa took the counsel to heart. Seated in meditation in his hermitage on the Sarasvati, he saw the
Lord and the Lord's power of illusion clearly, and composed the Bhagavata. He taught it to his son
Shuka, who wanted nothing from the world and still loved to repeat it.
""", """Skandha 1, chapters 4–7. Devotees take from it that learning and good works feel hollow
until they are turned towards the Lord, and that hearing about him from those who love him is where
devotion begins."""),
            E("2", "Parikshit, Kali and the sage's curse", """
After the Pandavas left for the Himalayas, Arjuna's grandson Parikshit ruled the earth. On a tour of
his kingdom he came upon a strange sight: a bull standing on a single leg, a cow in tears like a
mother who has lost her calf, and a man dressed as a king beating them both with a club. The bull was
Dharma, who had lost three of his legs and stood now on truthfulness alone; the cow was the Earth,
grieving that Krishna had left her. The man was Kali, the spirit of the age that was beginning.

Parikshit drew his sword. Kali threw off his royal dress and fell at the king's feet, and Parikshit
would not strike someone who had surrendered. Still, Kali could not stay where dharma ruled. When he
begged for somewhere to live, the king gave him four places: gambling, drink, unchaste company and
slaughter; and when Kali asked for more, gold, with the falsehood, pride, lust, enmity and restlessness
that follow it. Those who want their lives to go well, the text says, keep away from all five.

Some time later, out hunting, tired and parched, the king walked into the hermitage of the sage
Shamika. The sage sat in deep meditation with his eyes closed and neither greeted him nor offered
water. Hurt and angry, Parikshit lifted a dead snake on the end of his bow, draped it over the sage's
shoulders, and went home. Shamika's young son Shringi heard of it from the boys he was playing with,
and in a flash of anger cursed the king: on the seventh day from then, the serpent Takshaka would bite
him. When Shamika came out of his meditation he grieved. The king had done wrong, but a protector of
the people did not deserve this, and he sent word to warn him.

Parikshit did not look for a way out. He felt the punishment was just and welcomed it as a release
from his attachments. He handed the kingdom to his son Janamejaya, went to the bank of the Ganga and
sat there, fasting, to wait for death. Sages came from everywhere to be with him. Then, as though by
chance, Shuka arrived: sixteen years old, wandering, naked, so free of the world that onlookers took
him for a madman. The great sages rose to honour him.

The king bowed and asked the question on which the whole Bhagavata rests: what should a person do,
above all one who is about to die? What should he hear, repeat, remember and worship? Shuka's answer,
given over seven days, is the Bhagavata itself.
""", """Skandha 1, chapters 16–19. Devotees read it as the frame of the whole Purana: a king who
knows the day of his death spends the time that is left listening to the Lord's story, as everyone
in truth should."""),
        ],
    },
    {
        "title": "Sages and devotees of old",
        "titles": {
            "hi": "प्राचीन ऋषि और भक्त",
            "hi-Latn": "Prachin rishi aur bhakt",
            "mr": "प्राचीन ऋषी आणि भक्त",
            "gu": "પ્રાચીન ઋષિઓ અને ભક્તો",
            "ta": "பண்டைய முனிவர்களும் அடியார்களும்",
            "te": "ప్రాచీన ఋషులు, భక్తులు",
            "kn": "ಪ್ರಾಚೀನ ಋಷಿಗಳು ಮತ್ತು ಭಕ್ತರು",
            "ml": "പ്രാചീന ഋഷിമാരും ഭക്തരും",
            "bn": "প্রাচীন ঋষি ও ভক্তগণ",
            "pa": "ਪ੍ਰਾਚੀਨ ਰਿਸ਼ੀ ਅਤੇ ਭਗਤ",
            "or": "ପ୍ରାଚୀନ ଋଷି ଓ ଭକ୍ତଗଣ",
            "as": "প্ৰাচীন ঋষি আৰু ভক্তসকল",
            "ru": "Древние мудрецы и преданные",
        },
        "units": [
            E("3", "Kapila teaches his mother", """
Devahuti, daughter of Svayambhuva Manu, married the sage Kardama and served him devotedly for many
years. They had nine daughters, and Kardama had told her from the beginning that once a son was born
he would leave home to live as a renunciant. The son, when he came, was the Lord himself, born as
Kapila. Kardama honoured the boy, took his leave and went to the forest, and Devahuti was left in her
great house with her son.

She did not ask him for comfort. She asked him for a way out. "I am tired of the cravings of the
senses," she told him, "and of thinking of this body and everything connected to it as mine. You are
the light that ends this darkness. Teach me."

Kapila's answer is one of the great teachings of the Bhagavata. The mind, he said, is both the
prison and the key. The same attachment that binds us when it clings to body and possessions opens
the door to freedom when it is turned towards the Lord and those who love him. He described the
company of true devotees: patient, kind, friends to every creature, at peace, speaking only of the
Lord. Hearing them, faith grows, then love, then devotion.

He explained the elements of nature and the self that stands apart from them, so that she could see
how the soul comes to think it is what it only watches. He taught her to meditate on the Lord's form
limb by limb, from the feet upwards, until the mind rests in it. He described, without softening it,
what the soul suffers when it forgets: cramped in the womb, helpless as a child, driven as an adult,
fearful and clinging in old age, and then carried on to the next birth.

Above every other path he praised devotion that asks for nothing in return and does not break off. Such
devotees, he said, would not accept even liberation if it meant they could no longer serve him.

Devahuti listened and did as he taught. Living in the same house, she fixed her mind on the Lord and
became free. The place where she reached that perfection came to be called Siddhapada, and the text
says her body became a river there. Kapila, having taken leave of his mother, went away to the north.
""", """Skandha 3, chapters 21–33 (the teaching is chapters 25–33). Devotees take from it that
attachment itself is not the enemy: turned towards the Lord and his devotees, it becomes the way to
freedom."""),
            E("4", "Dhruva, the child who would not be turned away", """
King Uttanapada had two queens. He loved Suruchi and neglected Suniti, and each had a son: Uttama
by Suruchi, Dhruva by Suniti. One day five-year-old Dhruva saw his half-brother on their father's
lap and tried to climb up too. The king did not stop Suruchi as she pulled him away. "You were not
born from me," she said, "so you have no right to that seat. If you want it, go and worship the Lord
and be born again as my son."

Dhruva ran to his mother in tears, breathing hard like a struck snake. Suniti did not tell him to
forget it. She said only that Suruchi was right in one thing: the Lord is the one refuge. Go to him.

The boy left home at once. On the way Narada met him and tested him: you are a child; you should be
playing; the road to the Lord is hard even for sages. Dhruva would not turn back. He wanted a place
higher than any his family had held, and he would win it from the Lord. Seeing his resolve, Narada
taught him how to meditate, gave him the twelve-syllable mantra of Vasudeva, and sent him to
Madhuvana on the Yamuna.

There Dhruva began a penance that grew harder month by month. He ate fruit every few days, then only
leaves, then only water, then only air. At last he stood on one foot and held his breath with his
whole mind fixed on the Lord, and the worlds themselves felt choked. The gods went to the Lord, who
told them not to fear and came to the boy.

Dhruva opened his eyes and saw the Lord he had been seeing within. He wanted to praise him and did
not know how. The Lord touched his cheek with his conch, and words poured out of the child. The Lord
promised him a realm that would outlast the worlds: the pole star, fixed while everything turns
around it.

Dhruva went home a king's heir, but with a strange regret. He had stood before the Lord who gives
freedom itself, he said, and asked for a kingdom, like a poor man who pleases an emperor and asks for
a handful of broken rice. He ruled long and justly, and at the end of his life rose to the place the Lord
had promised, where the sky turns around him still.
""", """Skandha 4, chapters 8–12. Devotees take from it that the Lord answers even a wounded
child's prayer, and that those who reach him find they no longer want what they came to ask for."""),
            E("5", "Bharata, the deer and the palanquin", """
Bharata, eldest son of the sage-king Rishabha, ruled so well that this land came to be called
Bharata after him. When his time came he gave up the throne and went to live alone at the hermitage
of Pulaha on the Gandaki river, worshipping the Lord and wanting nothing.

One day, as he sat by the river, a pregnant doe came down to drink. A lion roared nearby; the
terrified doe leapt across the water, her fawn dropped into the stream, and she died soon after. Bharata
pulled the newborn out of the current and took it home. Out of pity he fed it, sheltered it, and
worried when it strayed, and little by little the fawn took the place the Lord had held in his mind.
When death came, he was thinking of the deer, and he was born as a deer.

Because of his past devotion he remembered who he had been. He left his deer mother, came back to
the hermitage, and lived quietly near the sages until that body too fell away.

Then he was born as the son of a learned brahmin. This time he was determined that nothing would
catch him again, so he behaved as though he were dull, deaf and slow. People called him Jada, the
dullard. His half-brothers set him to work in the fields, and he ate whatever he was given. When a
band of robbers seized him to offer him as a human sacrifice to the goddess Bhadrakali, he did not
resist; the goddess herself burst from her image and destroyed them.

Later, King Rahugana of Sindhu and Sauvira, on his way to visit the sage Kapila, needed another man
to carry his palanquin, and his servants pressed this strong, silent brahmin into service. Bharata
walked looking at the ground ahead so as not to step on any small creature, and the palanquin jolted.
The king mocked him: such a big fellow, and so tired already?

Bharata answered calmly. Size and weariness belong to the body, not to the self. The one carrying and
the one carried are both bodies; master and servant are roles that come and go. The king was stunned
to hear such wisdom from a bearer. He climbed down, fell at Bharata's feet and begged his pardon, and
Bharata taught him about the mind that binds and frees, and described worldly life as a forest full of
robbers in which travellers wander, chasing what they cannot keep.
""", """Skandha 5, chapters 7–14. Devotees take from it how gently attachment can take hold, even
through kindness, and that the self is not the body, whatever role the body is made to play."""),
            E("6", "Ajamila and the power of the name", """
Ajamila was a young brahmin of Kanyakubja, learned, courteous and careful of his duties. One day,
sent by his father to the forest to fetch fruit, flowers and kusha grass, he saw a drunken man
embracing a servant woman, and the sight overturned him. He took the woman home, left his young wife,
and to keep his new household he turned to gambling, cheating and theft. Years passed. He had ten
sons, and the youngest, named Narayana, was the joy of his old age. He fed him and played with him,
and called his name a hundred times a day.

When Ajamila was eighty-eight, death came for him. He saw three terrible figures with nooses in their
hands, the servants of Yama, come to drag him away. Terrified, he cried out for his little son, far
off at play: "Narayana!"

At once four shining messengers of Vishnu appeared and stopped Yama's servants. "Who are you to stop
us?" they demanded. "This man has sinned all his life, and we take him by the law." The messengers of
Vishnu answered that the law had been misread. By calling the Lord's name, even meaning his son, even
in fear, this man had already undone the sins of countless lives. The name does its work whether it is
said knowingly or not, in earnest or in jest, in passing or in contempt, as fire burns wood whoever
lights it, and a true medicine heals whoever takes it, knowing its power or not. Yama's servants left
empty-handed.

Ajamila recovered and lay remembering. He had heard the whole debate, and it broke him open. He saw his
life clearly and was ashamed. "If I have been given this chance," he thought, "I will not waste it."
He left home, went to Haridwar on the Ganga, and there spent his remaining days in worship and
meditation. When death came again, he saw the same shining messengers and left his body with them.

Yama's servants, meanwhile, went to their master and asked whether there was a ruler above him. Yama
told them that there was: the Lord, whose name his servants must never touch. Chanting that name,
he said, is the highest dharma in this world.
""", """Skandha 6, chapters 1–3. Devotees take from it the power of the Lord's name and the mercy
that gives even a lost life another chance, and remember that Ajamila's real change began when he
took that chance seriously."""),
            E("7", "Prahlada and the Lord in the pillar", """
The demon king Hiranyakashipu swore revenge on Vishnu, who in his boar form had killed his brother
Hiranyaksha. He went to the mountains and performed an austerity so fierce that the worlds burned with
it, and Brahma came and granted him an extraordinary boon: he would not die by any being Brahma had
made, neither inside nor outside, neither by day nor by night, neither on the ground nor in the sky,
by no weapon, at the hands of neither man nor beast. Thinking himself safe from death, he conquered the
three worlds.

His son Prahlada was a devotee of Vishnu from birth. While he was still in the womb, his mother had
sheltered in Narada's hermitage, and the child had heard the sage's teaching. Sent to school under the
sons of Shukra, he learned their lessons but did not change. When his father lovingly asked what was
the best thing he had learned, the boy replied that the best thing is devotion to Vishnu, offered in
nine ways: hearing of him, singing of him, remembering him, serving his feet, worshipping him,
bowing to him, serving him, loving him as a friend, and giving oneself to him entirely.

Hiranyakashipu was enraged and ordered his son killed. Soldiers struck him with spears, elephants
charged him, serpents bit him, sorcerers cast spells, poison was put in his food, he was thrown from
heights, and none of it touched him. Meanwhile, at school, Prahlada taught the other boys that human
life is short and rare, and that devotion should begin in childhood.

At last the king faced him in the great hall. "Where does your strength come from? Where is this Lord
of yours? Is he in this pillar?" "He is everywhere," said Prahlada. The king struck the pillar with his
fist. With a roar that shook the universe, the Lord stepped out of it in a form neither man nor beast,
a man with a lion's head: Narasimha. They fought, and as dusk fell, neither day nor night, Narasimha
seized the king, laid him across his lap on the threshold of the hall, neither inside nor outside, and
tore him open with his claws. Every condition of the boon was kept, and every one was met.

Even then his fury did not cool, and none of the gods dared approach him. Brahma sent Prahlada. The
boy bowed, the Lord lifted him up and laid a hand on his head, and Prahlada sang to him. When the Lord
offered him any boon, Prahlada said that one who serves for a reward is a merchant, not a servant; he
asked only that desire never arise in him, and that his father be forgiven.
""", """Skandha 7, chapters 2–10. Devotees take from it that the Lord is present everywhere and
protects the one who trusts him, and that true devotion asks for nothing, not even for itself."""),
        ],
    },
    {
        "title": "The Lord who comes to the rescue",
        "titles": {
            "hi": "रक्षा करने वाले भगवान",
            "hi-Latn": "Raksha karne wale Bhagwan",
            "mr": "रक्षणास धावून येणारा भगवंत",
            "gu": "રક્ષા કરવા પધારતા ભગવાન",
            "ta": "காக்க வரும் இறைவன்",
            "te": "రక్షించడానికి వచ్చే భగవంతుడు",
            "kn": "ರಕ್ಷಿಸಲು ಬರುವ ಭಗವಂತ",
            "ml": "രക്ഷിക്കാനെത്തുന്ന ഭഗവാൻ",
            "bn": "রক্ষা করতে আসেন যে ভগবান",
            "pa": "ਰੱਖਿਆ ਲਈ ਆਉਣ ਵਾਲੇ ਭਗਵਾਨ",
            "or": "ରକ୍ଷା କରିବାକୁ ଆସୁଥିବା ଭଗବାନ",
            "as": "ৰক্ষা কৰিবলৈ অহা ভগৱান",
            "ru": "Господь, приходящий на помощь",
        },
        "units": [
            E("8", "Gajendra, the elephant king", """
In the ocean of milk stands the mountain Trikuta, its three peaks of gold, silver and iron, its slopes
full of forests and streams. In a garden there, cool and shaded, lay a lake of clear water full of
lotuses. One hot day the king of the elephants came crashing through the forest with his herd of
females and young, and plunged into the lake. He drank, sprayed water over his family with his trunk,
and played without a care.

Then a powerful crocodile seized his leg. Gajendra pulled with all his strength; the crocodile pulled
him towards the deep water. His companions tried to help and could not. The text says the struggle
went on for a thousand years, the elephant weakening and the crocodile growing stronger in its
own element. His strength, his herd and his pride were all useless.

At the end of his strength, Gajendra understood that no one he relied on could save him, and by the
grace of a devotion from an earlier life, a prayer rose in him. He did not call on any particular god.
He prayed to the one from whom everything comes and into whom it returns, the witness of all, beyond
name and form, the refuge of those who have no other. Because the prayer was addressed to no god in
particular, none of the gods answered. The Lord himself answered.

Vishnu came swiftly on Garuda, discus in hand. Seeing him in the sky, Gajendra, in agony, lifted a
lotus in his trunk and cried: "Narayana, master of all, I bow to you!" The Lord came down, drew the
elephant and the crocodile together out of the water, and with his discus cut open the crocodile's jaws.

Both were freed. The crocodile had been a gandharva named Huhu, cursed by the sage Devala; he returned
to his own form and his own world. The elephant, the text explains, had once been a king of the
Pandya country, Indradyumna, a great devotee who was so absorbed in worship that he failed to greet
the sage Agastya, and was cursed to be born as an elephant. Touched by the Lord, Gajendra became one of
his attendants.
""", """Skandha 8, chapters 2–4. Devotees take from it that when every other strength has failed,
a single sincere call to the Lord is answered, and they recite Gajendra's prayer in times of trouble."""),
            E("9", "The churning of the ocean", """
The gods had been defeated by the asuras and had lost their strength and splendour. They went to
Brahma, and Brahma led them to the Lord. His advice surprised them: make peace with the asuras and
churn the ocean of milk together for the nectar of immortality. Use the mountain Mandara as the
churning rod and the serpent Vasuki as the rope. Let the asuras share the labour; I will see to the
rest.

So gods and asuras together uprooted Mandara and carried it towards the sea. It was so heavy that it
fell and crushed many of them, and the Lord came on Garuda and set it in the ocean. When they coiled
Vasuki around it, the asuras refused to hold the tail and took the head, and the serpent's fiery
breath scorched them. As they began to churn, the mountain, having no support, sank. The Lord then
took the form of a vast tortoise, Kurma, and carried the mountain on his back, and the churning went on.

The first thing the ocean gave up was a terrible poison, halahala, which spread in every direction and
burned all creatures. The frightened beings ran to Shiva. Out of compassion, with the goddess's
agreement, he gathered the poison in his palm and drank it. He held it in his throat, which turned
blue, and he is called Nilakantha, the blue-throated, for it. The few drops that fell were taken up,
the text says, by scorpions, snakes and poisonous plants.

Then the treasures came: the wish-granting cow; the white horse Uccaihshravas; the elephant Airavata;
the gem Kaustubha, which the Lord placed on his chest; the wish-fulfilling tree; the apsarases. Then Lakshmi
rose from the waves. She looked at every god, sage and hero in turn, found a flaw in each, and chose
the Lord, who is without flaw, laying her garland on him. At last Dhanvantari appeared, carrying a pot
of nectar.

The asuras snatched the pot and began to quarrel over it. Then a woman of overwhelming beauty appeared
among them, Mohini, the Lord in enchanting form. Captivated, they gave her the pot to share out. She
seated the gods and asuras in separate rows and served the nectar to the gods. The asura Rahu
disguised himself as a god and sat between the sun and the moon; they pointed him out, and the Lord
cut off his head with his discus. Because the nectar had touched his mouth, the head lived on, and it
still pursues the sun and the moon at the eclipses.
""", """Skandha 8, chapters 5–9. Devotees take from it that poison often comes before nectar, that
the Lord carries the weight of our efforts when we cannot, and that his gifts go to those who rely on
him."""),
            E("10", "Vamana and King Bali", """
Bali, grandson of Prahlada, was an asura king of great generosity. With the help of the sages of
Bhrigu's line, who performed a great sacrifice for him, he conquered heaven, and the gods were driven
out. Their mother Aditi grieved. Her husband, the sage Kashyapa, taught her a vow of worship, and at
its end the Lord appeared and promised to be born as her son.

He was born as Vamana, a dwarf, and went as a young brahmin student, with staff and water pot, to a
great horse sacrifice that Bali was performing on the bank of the Narmada. Bali received him warmly,
washed his feet and offered him anything he wanted: wealth, cows, villages, a kingdom. The boy asked
only for as much land as he could cover in three of his own steps.

Bali laughed. That is a child's request, he said; ask for more. Vamana replied that a person who is
not content with three steps will not be content with the whole world. Then Bali's teacher Shukra took
him aside and warned him: this is Vishnu himself, and he will take everything you have. Bali listened
and answered that he was Prahlada's grandson and would not go back on his word, and that if this
really was the Lord, there could be no better person to give to. He poured the water to seal the gift.

Then the dwarf began to grow. His body filled the earth and the sky, the directions became his arms,
and the whole universe could be seen in him. With one step he covered the earth; with the second he
reached past heaven to the highest world, where Brahma washed his foot, and that water, the text says,
became the heavenly Ganga. There was no room left for the third step.

Garuda bound Bali, and the Lord pressed him: you promised three steps and can give only two. Bali
answered without fear. "Place the third step on my head. I am not afraid of losing my kingdom or of
punishment. I am afraid only of being called untruthful." Prahlada arrived and bowed to the Lord, and
Bali's queen Vindhyavali pleaded for him.

The Lord said that he takes away the wealth of those he blesses, so that their pride cannot hide him
from them. He gave Bali the realm of Sutala, more splendid than heaven, promised that he would be Indra
in a future age, and said that he himself would stand at Bali's door as his guardian, mace in hand.
""", """Skandha 8, chapters 15–23. Devotees take from it that a true gift holds nothing back, and
that the Lord who seems to take everything gives himself in return."""),
            E("11", "Ambarisha and the sage's anger", """
King Ambarisha ruled the whole earth, and none of it held his heart. His mind rested on the Lord's
feet, his words described the Lord's qualities, his hands cleaned the Lord's temple, his ears listened
to the Lord's story, and his eyes looked at the Lord's images. He governed well and gave generously,
but he thought of all of it as the Lord's.

For a year he and his queen kept the vow of the twelfth lunar day, fasting on the eleventh and breaking
the fast on the twelfth. At the end of the year, after a fast of three days, he worshipped the Lord at
Madhuvana, gave gifts and fed the brahmins, and was about to break his fast when the sage Durvasa
arrived. The king welcomed him and asked him to eat. Durvasa agreed and went to bathe in the Yamuna
first.

He did not come back. The twelfth day was almost over, and if the king did not break his fast within
it, the vow would fail; if he ate before his guest, he would offend him. He asked the learned brahmins,
and they advised him to sip a little water: that would count as eating and as not eating. So he sipped
water, his mind on the Lord, and waited.

Durvasa knew at once what had happened. He returned in a fury, tore a lock from his matted hair, and
from it made a fiery demon that rushed at the king with a sword. Ambarisha did not move. But the Lord's
discus, Sudarshana, which had been set to guard the king, burned the demon to ashes and turned on
Durvasa.

The sage ran. He fled to every direction, to the heavens, to Brahma, to Shiva; none of them could help,
and Shiva told him that even they were under the Lord. At last he came to Vishnu himself. The Lord said
that he was not free: his devotees had taken his heart, and he was their servant. "Go to Ambarisha and
ask his forgiveness."

Durvasa went back and fell at the king's feet. Ambarisha, embarrassed to be honoured so, prayed to the
discus, and it withdrew. A whole year had passed while the sage was fleeing, and all that time the king
had not eaten. He fed Durvasa with his own hands, and only then broke his fast.
""", """Skandha 9, chapters 4–5. Devotees take from it that the Lord protects the humble, and that
the devotee's answer to anger, even anger aimed at him, is patience and care for the other."""),
        ],
    },
    {
        "title": "Krishna in Vraja",
        "titles": {
            "hi": "व्रज में श्रीकृष्ण",
            "hi-Latn": "Vraj mein Shri Krishna",
            "mr": "व्रजातील श्रीकृष्ण",
            "gu": "વ્રજમાં શ્રીકૃષ્ણ",
            "ta": "ஆயர்பாடியில் ஸ்ரீ கிருஷ்ணர்",
            "te": "వ్రజంలో శ్రీకృష్ణుడు",
            "kn": "ವ್ರಜದಲ್ಲಿ ಶ್ರೀಕೃಷ್ಣ",
            "ml": "അമ്പാടിയിൽ ശ്രീകൃഷ്ണൻ",
            "bn": "ব্রজে শ্রীকৃষ্ণ",
            "pa": "ਬ੍ਰਜ ਵਿੱਚ ਸ੍ਰੀ ਕ੍ਰਿਸ਼ਨ",
            "or": "ବ୍ରଜରେ ଶ୍ରୀକୃଷ୍ଣ",
            "as": "ব্ৰজত শ্ৰীকৃষ্ণ",
            "ru": "Кришна во Врадже",
        },
        "units": [
            E("12", "The birth of Krishna", """
The earth, weighed down by the armies of proud and cruel kings, went to Brahma in the form of a cow,
and Brahma led the gods to the shore of the ocean of milk to pray. In meditation he heard the Lord's
answer: he would be born in the house of Vasudeva, and the gods should take birth among the Yadus to
serve him.

In Mathura, King Kamsa was driving the chariot of his cousin Devaki on the day of her wedding to
Vasudeva when a voice from the sky said: "Fool, her eighth child will kill you." Kamsa seized Devaki
by the hair and drew his sword. Vasudeva calmed him with reasoning and a promise: he would hand over
every child she bore. Kamsa spared her, but imprisoned the couple, and killed their children one by
one as they were born.

The seventh pregnancy was moved by the Lord's power, Yogamaya, into the womb of Rohini, another wife of
Vasudeva living in Gokula, and so Balarama was born there. Then the Lord entered Devaki's heart, and
she began to shine so that Kamsa knew his enemy was coming.

At midnight, when the stars were auspicious and the whole world seemed at peace, the Lord appeared in
the prison cell: a child with four arms holding conch, discus, mace and lotus, dressed in yellow, a
jewel on his chest. Vasudeva and Devaki praised him. He reminded them of their devotion in past lives,
and at their wish became an ordinary newborn. At that same hour Yogamaya was born as a daughter to
Yashoda, wife of Nanda, in Gokula.

As the Lord had told him, Vasudeva picked up his son. The chains fell away, the guards slept, and the
doors opened of themselves. Rain fell, and the serpent Shesha followed behind, spreading his hoods over
the child. The flooded Yamuna made way. In Gokula everyone was asleep. Vasudeva laid his son beside
Yashoda, took her baby girl, returned to the prison, and the doors closed behind him.

When the baby cried, the guards woke and ran to Kamsa. He tore the child from Devaki's arms and dashed
it against a stone. It slipped from his hands and rose into the sky as the eight-armed goddess, armed
and shining. "Your killer has been born somewhere else," she told him, and vanished. Shaken, Kamsa
released Devaki and Vasudeva and begged their pardon, but his ministers soon persuaded him to hunt down
the newborn children of his land.
""", """Skandha 10, chapters 1–4. Devotees celebrate it on Janmashtami, and take from it that no
prison, guard or flood can keep the Lord from coming to those who wait for him."""),
            E("13", "Putana", """
Kamsa sent out his servants to kill newborn children, and among them was Putana, a demoness who killed
infants. She came to Gokula while Nanda was away in Mathura paying the yearly tribute to Kamsa, where
Vasudeva had warned him that trouble might come to Gokula.

Putana took the form of a beautiful young woman, finely dressed, with a lotus in her hand. The women of
Gokula thought she was a goddess come to visit, and no one stopped her. She walked into Nanda's house
and found the baby Krishna asleep in his cradle. He knew who she was, and closed his eyes. She lifted
him onto her lap. Yashoda and Rohini, dazzled by her, only watched, as one watches a sword in a
beautiful sheath.

Putana had smeared her breast with a deadly poison, and she gave it to the child. Krishna pressed it
with both hands and drank, and with the milk he drew out her life. She screamed "Let go, let go!",
thrashing, her eyes rolling, and as she died she took her true form. Her enormous body fell to the
ground, crushing the trees for miles around, with the little boy still playing fearlessly on her chest.

The cowherd women ran out in terror and snatched him up. Yashoda and Rohini waved a cow's tail over
him, bathed him with the things of the cowshed, and placed the Lord's names on every part of his body
for protection, praying that Vishnu in all his forms would guard the child from every harm. Yashoda
nursed him and laid him down to sleep.

When Nanda came back and saw the body, he remembered Vasudeva's words and marvelled. The cowherds cut
the huge body into pieces and burned it, and the smoke that rose from it was sweet, like fragrant
aloe wood. The Bhagavata explains why: she had come to kill, but she had offered the Lord her breast,
and he had drunk from it. For that, she reached the blessed state of a mother to him.
""", """Skandha 10, chapter 6. Devotees take from it that the Lord looks for any thread of
relationship to him, however it came about, and turns it to good."""),
            E("14", "The butter thief, the universe in his mouth and the rope of love", """
As Krishna grew into a toddler, the women of Gokula came to Yashoda with complaints. Your son lets the
calves loose before milking time. He steals our butter and curds, eats some and gives the rest to the
monkeys, and if they won't eat, he breaks the pot. If the pots hang too high, he piles up stools and
mortars to reach them. He finds the dark storeroom by the light of his own jewels. And when we scold
him, he looks at us as innocently as you please. Yashoda only laughed.

One day the other boys told her that Krishna had been eating earth. She took him by the hand and
scolded him. "I didn't," he said. "They are lying. Look in my mouth." She looked, and saw inside it the
whole universe: sky and directions, mountains, islands and oceans, the earth, wind and fire, the moon
and stars, and Vraja itself, and herself in it. Bewildered, she wondered whether she was dreaming and
took refuge in the Lord. Then he covered her vision again with a mother's love, and she forgot, and
took her son on her lap.

Another morning Yashoda was churning curd, singing of her son's doings, when he came wanting milk. She
nursed him, but the milk on the stove began to boil over and she set him down to see to it. Cross,
Krishna broke the curd pot with a stone, went into the storeroom and ate the butter, then sat on an
upturned mortar feeding it to the monkeys. Yashoda came after him with a stick. He ran; she caught him.
He wept and rubbed his eyes, and she threw away the stick and decided to tie him to the mortar instead.

But the rope was two fingers too short. She knotted on another rope, and another, and it was still two
fingers short. The women laughed, Yashoda smiled in wonder, and when Krishna saw her tired and
perspiring, flowers slipping from her hair, he let himself be bound. He whom the whole world cannot
hold was held by his mother's love; the text says not even Brahma, Shiva or Lakshmi received such
grace.

Tied to the mortar, he crawled between two great arjuna trees, dragging it behind him, and pulled them
both down. From the fallen trees stepped two shining beings, sons of Kubera, who had been cursed to
stand as trees by Narada until Krishna freed them.
""", """Skandha 10, chapters 8–10. Devotees take from it that the Lord of the universe lets himself
be caught by love and love alone; the name Damodara, "rope around his belly", remembers it."""),
            E("15", "Kaliya", """
In a bend of the Yamuna near Vrindavan lived the many-headed serpent Kaliya, and his poison had made
the water boil and steam. Birds flying over it fell dead, and the grass and trees on its banks withered.
One hot day the cowherd boys and their cattle drank from it and dropped lifeless, and Krishna brought
them back with his glance. Then he decided that the river had to be freed.

He climbed a kadamba tree on the bank, tightened his belt, slapped his arms and leapt into the poisoned
pool, churning the water. Kaliya rose up in fury, bit him again and again, and wrapped him in his coils.

The cowherd boys fainted with grief, and the cows stood bellowing. In the village there were evil
omens, and everyone, Yashoda and Nanda first among them, ran to the river following Krishna's footprints.
Seeing him motionless in the serpent's coils, they wanted to throw themselves into the water. Only
Balarama stood calm, for he knew his brother's power, and he held them back.

When Krishna saw their grief, he made himself grow until the serpent had to let go. Then he sprang up
onto Kaliya's raised hoods and danced. Whenever a hood rose, he stamped it down. The gods and
gandharvas played music and showered flowers. Kaliya, vomiting blood, his strength gone, at last
remembered in his heart the one who was crushing him.

Then Kaliya's wives came with their children, bowed to Krishna and prayed. They said that this
punishment was really his kindness, for it would burn away their husband's cruelty, and asked for his
life. Krishna let him go. "Leave this river with your family and go to the island of Ramanaka," he
said. "You came here out of fear of Garuda. He will not touch you now, because he will see my
footprints on your hoods."

That night, as the people of Vraja slept on the riverbank, a forest fire surrounded them. They woke in
terror and called out to Krishna, and he swallowed the fire.
""", """Skandha 10, chapters 16–17. Devotees take from it that the Lord's punishment is also his
grace, and that his footprint on a life becomes its protection."""),
            E("16", "Govardhana", """
Every year the cowherds of Vraja held a great sacrifice to Indra, king of the gods and lord of the rain.
One year Krishna, still a boy, saw the preparations and asked his father what they were for. Nanda
explained that Indra sends the rain that feeds the grass that feeds the cows that feed them all.

Krishna questioned it. Each creature meets with what its own actions and nature bring, he said. We
are cowherds; our life is the forest, the hills and the cows. Let us worship what actually sustains us:
the hill Govardhana, the cows and the brahmins. Cook every good thing you have prepared, feed everyone,
even the dogs and the outcastes, give grass to the cows, put on your best clothes and walk around the
hill. The elders agreed. They made their offerings to the hill, and Krishna took on a huge form,
declaring "I am the hill", and ate what they had offered.

Indra was enraged at being set aside for a child's idea. He sent the clouds that appear at the end of
the world, and they poured rain and hail on Vraja, with howling winds. Cows and people, shivering, ran
to Krishna for shelter.

Krishna lifted Govardhana with one hand, as easily as a child picks up a mushroom, and held it above
them like an umbrella. "Come underneath with your cows and your belongings," he called, "and don't be
afraid that it will fall." For seven days the storm raged, and for seven days Krishna stood holding
the hill, without eating or moving, while the people of Vraja sheltered under it and gazed at him.

At last Indra, his pride broken, called back the clouds. The sun came out, the people came out with
their cattle, and Krishna set the hill back in its place. The cowherds embraced him, the women blessed
him, and the gods showered flowers.

Later Indra came to Krishna alone, ashamed, and bowed to his feet, and the heavenly cow Surabhi came
with him. Together they bathed Krishna, and gave him the name Govinda, protector of the cows.
""", """Skandha 10, chapters 24–27. Devotees celebrate it at Govardhana Puja after Diwali, and take
from it that the Lord shelters those who rely on him, and humbles pride, even a god's, with kindness."""),
            E("17", "The flute and the gopis", """
The Bhagavata tells of Krishna's flute with wonder. When he played it in the forest, the text says,
the cows stood still with grass in their mouths, the calves forgot to drink, the rivers slowed, and the
cowherd girls of Vraja, the gopis, forgot their work and could think of nothing else.

On a full-moon night in autumn, with the jasmine in bloom, Krishna played his flute on the bank of the
Yamuna. The gopis heard it and ran to him just as they were, leaving pots on the fire, meals half
served, lamps half lit. When they reached him, he seemed to test them. The forest is no place for you
at night, he said; go home, your families need you. They answered that they had left everything for
him and had nowhere else to go. He smiled, and welcomed them, and they walked and played together in
the moonlight.

Then a little pride crept into them: they felt that they were special, that he was theirs. At once he
disappeared. The gopis searched the whole forest, asking the trees and the vines whether they had seen
him, acting out his childhood deeds to feel him near. At last they sat down on the riverbank and sang
to him of their longing, a song that devotees still sing.

He reappeared among them, smiling. He told them that he had hidden so that their love would grow even
deeper, as a poor man who finds a treasure and loses it can think of nothing else. And he said that he
could never repay them, not in the lifetime of a god, for they had broken every chain to come to him.

Then the dance of the rasa began. Krishna placed himself between each pair of gopis, so that each felt
he was beside her alone, and the gods came in their chariots to watch.

The Bhagavata does not leave this to be misunderstood. When Parikshit asks how the Lord could act
this way, Shuka answers that he is the self within every being, untouched by any desire; the story is
about the soul's longing for God. Ordinary people must never imitate it, even in thought. And the one
who hears it with faith, the text promises, gains the highest devotion and is soon freed of lust, the
sickness of the heart.
""", """Skandha 10, chapters 21 and 29–33. Devotees hear it as the story of the soul's longing for
the Lord, in which pride separates and humility brings him back; the gopis' song (chapter 31) is
recited on its own."""),
        ],
    },
    {
        "title": "Krishna in Mathura and Dvaraka",
        "titles": {
            "hi": "मथुरा और द्वारका में श्रीकृष्ण",
            "hi-Latn": "Mathura aur Dwarka mein Shri Krishna",
            "mr": "मथुरा आणि द्वारकेतील श्रीकृष्ण",
            "gu": "મથુરા અને દ્વારકામાં શ્રીકૃષ્ણ",
            "ta": "வடமதுரையிலும் துவாரகையிலும் ஸ்ரீ கிருஷ்ணர்",
            "te": "మథుర, ద్వారకలలో శ్రీకృష్ణుడు",
            "kn": "ಮಥುರೆ ಮತ್ತು ದ್ವಾರಕೆಯಲ್ಲಿ ಶ್ರೀಕೃಷ್ಣ",
            "ml": "മഥുരയിലും ദ്വാരകയിലും ശ്രീകൃഷ്ണൻ",
            "bn": "মথুরা ও দ্বারকায় শ্রীকৃষ্ণ",
            "pa": "ਮਥੁਰਾ ਅਤੇ ਦੁਆਰਕਾ ਵਿੱਚ ਸ੍ਰੀ ਕ੍ਰਿਸ਼ਨ",
            "or": "ମଥୁରା ଓ ଦ୍ୱାରକାରେ ଶ୍ରୀକୃଷ୍ଣ",
            "as": "মথুৰা আৰু দ্বাৰকাত শ্ৰীকৃষ্ণ",
            "ru": "Кришна в Матхуре и Двараке",
        },
        "units": [
            E("18", "Akrura's journey and the end of Kamsa", """
Narada told Kamsa plainly who Krishna was, and Kamsa made his plan. He would invite the two brothers to
Mathura for a great festival of the bow and have them killed there. He sent Akrura, an elder of the
Yadus and a devotee, to bring them.

Akrura set out with a heart full of joy: he was going to see the Lord. All along the road he imagined
the meeting, and when he came to Vraja at sunset and saw Krishna's footprints in the dust, he jumped
down from his chariot and rolled in them. Krishna and Balarama received him with love, and he told them
everything.

The next morning the gopis gathered around the chariot, weeping, unable to believe that Krishna was
leaving. He promised to return. On the way, Akrura stopped at the Yamuna to bathe, and in the water he
saw the two brothers, whom he had just left sitting in the chariot. When he looked up, they were still
sitting there. He went under again and saw the Lord lying on the serpent Ananta, surrounded by his
devotees. He came out trembling and sang a hymn of praise.

In Mathura the brothers walked through the city. A washerman of Kamsa's refused them clothes and insulted
them, and paid for it; a weaver and a garland-maker served them and were blessed. A hunchbacked young
woman carrying sandal paste to the palace offered it to Krishna, and he straightened her body with a
touch. They went to the arena, and Krishna lifted the great bow and broke it in two.

The next morning, at the gate of the wrestling arena, Kamsa's huge elephant Kuvalayapida was driven at
them, and Krishna killed it. Inside, the champion wrestlers Chanura and Mushtika challenged the two boys,
and to the horror of the watching women, who found it unjust, the boys killed them both. Kamsa, in a
panic, ordered them thrown out of the city and their families killed. Krishna sprang onto his high seat,
threw him down by the hair and killed him.

The Bhagavata adds something striking: because Kamsa had thought of Krishna all the time, even in fear
and hatred, he reached a state close to the Lord. Krishna freed Devaki and Vasudeva and bowed to them,
and gave the throne back to Kamsa's father, Ugrasena.
""", """Skandha 10, chapters 36–44. Devotees take from it Akrura's example of longing for the Lord,
and that whoever thinks of him constantly, in any mood, is changed by it."""),
            E("19", "Uddhava's message and the song of the bee", """
In Mathura, Krishna did not forget Vraja. He called his friend and counsellor Uddhava, wise and learned
and a great devotee, and sent him to Vraja to comfort his parents and the gopis.

Uddhava reached Vraja at sunset, when the cows were coming home. Nanda embraced him and spoke all
night of Krishna, and Yashoda wept as she listened. In the morning the gopis saw his chariot and
thought for a moment that Krishna had come back. Then they gathered around Uddhava, who looked and
dressed just like him.

One of them, lost in thoughts of Krishna, saw a bee humming near her and spoke to it as if it were his
messenger. Go away, bee, she said; you are like your master, moving from flower to flower. He tasted
our love once and left us, as you leave a flower once you have drunk from it. And yet we cannot stop
speaking of him. Her words went back and forth between reproach and longing, and this is the song
devotees call the song of the bee.

Then Uddhava gave Krishna's message. He had never really left them, Krishna said; he is the self of
all beings, present in everything. He had gone away only so that they would think of him even more
intensely, for love grows deeper when the beloved is far away.

The gopis were comforted, but they could not stop asking about him. Did he remember them? Did he
remember the forest, the river, the nights of the rasa? Would he come back?

Uddhava stayed in Vraja for months, and the visit changed him. He had come as a teacher, and he saw that
the gopis had reached, through love alone, what the wise seek through knowledge and discipline. Before
leaving, he prayed that he might be born in Vrindavan as a bush or a creeper, so that the dust of the
gopis' feet might fall on him. He bowed to the dust of Vraja and returned to Mathura to tell Krishna of
their love.
""", """Skandha 10, chapters 46–47. Devotees take from it that love for the Lord in his absence,
remembered at every moment, is itself a form of union with him."""),
            E("20", "Krishna's poor friend", """
Krishna and Balarama studied as boys at the school of the sage Sandipani in Avanti. One of their
classmates was a brahmin boy, gentle and learned, who grew up to live in great poverty, content with
whatever came, his mind always on the Lord. The Bhagavata does not name him; tradition calls him
Sudama, and in the south Kuchela.

His wife, thin from hunger, said to him one day: your old friend is the lord of Dvaraka and cares for
brahmins. Go to him. The brahmin did not want to ask anything, but he thought that simply to see
Krishna would be the greatest gain. He had nothing to bring, so his wife borrowed four handfuls of
flattened rice from the neighbours and tied them in a piece of cloth.

In Dvaraka he walked past the guards, wondering. Krishna, sitting with Rukmini, saw him from a distance,
rose and ran to embrace him. He seated his friend on his own couch, washed his feet and sprinkled the
water on his own head, while Rukmini fanned the ragged guest. The palace watched in astonishment. The
two friends held hands and remembered their school days: the night the guru's wife sent them out for
firewood and a storm caught them in the forest until morning, and how their teacher found them and
blessed them.

Then Krishna smiled. "What have you brought me?" The brahmin was ashamed to hand over his handful of rice
and said nothing. Krishna pulled the bundle from his cloth, exclaiming that this was what pleased him
most, and ate a handful. As he reached for another, Rukmini caught his hand: one handful was enough to
give his friend every blessing in this world and the next.

The brahmin stayed the night and left the next morning without asking for anything, and thought that
Krishna had rightly given him nothing, for wealth might have made him proud and made him forget. When he
reached his village, he could not find his hut. In its place stood a palace, and his wife came out to
meet him, shining. He understood what his friend had done without a word. He lived on in plenty, but
without attachment, and his devotion only grew.
""", """Skandha 10, chapters 80–81. Devotees take from it that the Lord values love, not the size
of the offering, and gives far more than is asked to the one who asks for nothing."""),
        ],
    },
    {
        "title": "The last teachings",
        "titles": {
            "hi": "अंतिम उपदेश",
            "hi-Latn": "Antim updesh",
            "mr": "अंतिम उपदेश",
            "gu": "અંતિમ ઉપદેશ",
            "ta": "இறுதி உபதேசங்கள்",
            "te": "చివరి ఉపదేశాలు",
            "kn": "ಕೊನೆಯ ಉಪದೇಶಗಳು",
            "ml": "അന്തിമോപദേശങ്ങൾ",
            "bn": "শেষ উপদেশ",
            "pa": "ਅੰਤਿਮ ਉਪਦੇਸ਼",
            "or": "ଶେଷ ଉପଦେଶ",
            "as": "অন্তিম উপদেশ",
            "ru": "Последние наставления",
        },
        "units": [
            E("21", "Uddhava and the twenty-four teachers", """
When Krishna's work on earth was nearly done, the gods came to Dvaraka to ask him to return to his own
abode. He told Uddhava that within days the Yadu clan would destroy itself and the sea would swallow
the city, and that Uddhava should go out into the world, free of attachment, his mind on the Lord.
Uddhava could not bear it and begged to be taught.

Krishna answered with a story. An avadhuta, a wandering ascetic, free and joyful, once met King Yadu,
who asked where his peace came from. The ascetic said he had twenty-four teachers, and what he had
learned from each.

From the earth, patience and service, since it bears everything and gives to all. From the wind,
moving among things without clinging to them; from the sky, that the self pervades all without being
touched. From water, purity; from fire, to take what comes and remain unstained. From the moon, which
waxes and wanes while staying the same, that change belongs to the body, not to the self. From the sun,
which draws up water and gives it back as rain, to take and give without attachment.

From a pair of pigeons, who saw their young caught in a net and flew in after them, how attachment to
family can trap us. From the python, to accept what comes without striving. From the ocean, to stay
the same whether rivers pour in or not. From the moth drawn into the flame, the elephant caught
through its desire, the deer caught by music and the fish caught by the bait, how each sense can lead
us to ruin. From the bee, to take only a little from many places; and from the honey-gatherer who robs
the hive, that hoarding invites loss.

From Pingala, a courtesan who waited all night for a lover and then gave up hope and slept in peace:
hope for the world is the greatest pain, and giving it up the greatest happiness. From an osprey
chased by other birds until it dropped its meat, that letting go brings peace. From a child, a mind
without worry. From a girl whose bangles clattered as she pounded rice until she removed all but one,
that solitude favours calm. From an arrow-maker so absorbed in his work that he did not notice a king
passing, single-minded focus. From the snake, to need no fixed home; from the spider, which draws its
web out of itself and takes it back, how the Lord creates and withdraws the world. And from the wasp,
that we become whatever we fix our mind upon.

Krishna then taught Uddhava at length on devotion, knowledge and renunciation, and at the end sent him
to Badarikashrama in the Himalayas.
""", """Skandha 11, chapters 6–9 (the teaching to Uddhava runs to chapter 29). Devotees take from it
that the whole world can become a teacher to one who watches with detachment."""),
            E("22", "The end of the Yadus and Krishna's departure", """
Some sages were visiting Pindaraka, near Dvaraka. A group of young Yadu boys, thinking it a joke,
dressed Samba, a son of Krishna, as a pregnant woman and asked them what she would give birth to. The
angry sages said: an iron pestle that will destroy your clan. Samba gave birth to exactly that. The
frightened Yadus had the pestle ground to powder and thrown into the sea, with the small lump that
would not grind. A fish swallowed the lump; a fisherman caught the fish; and a hunter named Jara made an
arrowhead from the iron. The powder washed up on the shore and grew into tall, tough reeds.

Years later, when the omens grew dark, the Yadus went to Prabhasa on the coast to make offerings. There
they drank, began to quarrel and then to fight. When their weapons were broken they pulled up the reeds
that had grown from the iron, and the reeds struck like thunderbolts. In a short time the whole clan
had destroyed itself. Balarama sat on the seashore in meditation and left the world.

Krishna sat down alone beneath a pippala tree in his four-armed form, one foot resting on his thigh.
The hunter Jara, seeing the sole of his foot from a distance, mistook it for a deer and shot his
iron-tipped arrow. When he came near and saw what he had done, he fell at Krishna's feet in horror.
Krishna comforted him: this had happened by his own will. He told Jara not to be afraid and sent him to
heaven.

Krishna's charioteer Daruka came searching for him. Krishna sent him to Dvaraka with a message: the
Yadus were gone, the city would soon be covered by the sea, and the families should leave with Arjuna
for Indraprastha. Then, as the gods gathered in the sky, Krishna closed his eyes and entered his own
abode. The Bhagavata says that he took his form with him, leaving nothing for the world to burn.

The sea rose and swallowed Dvaraka, leaving only the Lord's own palace, where, the text says, he is
always present. Arjuna led the survivors away. With Krishna gone, the age of Kali had begun.
""", """Skandha 11, chapters 1 and 30–31. Devotees take from it that even the Lord's own clan was not
spared the results of pride, and that his departure too was an act of mercy, down to the hunter who
wounded him."""),
            E("23", "Markandeya and the child on the leaf", """
The sage Markandeya spent his life in austerity and worship, living on the banks of a river in the
Himalayas. He was so steady that when Indra, worried by his power, sent Kama, the god of desire, with
spring breezes and dancing apsarases to distract him, they could not move him and fled in shame.

Then the Lord appeared to him as the twin sages Nara and Narayana, and offered him a boon. Markandeya
asked for one thing: to see the Lord's maya, the power by which the world appears.

One evening, as he sat at worship, a storm broke. The sky darkened, rain fell in torrents, and the
ocean rose on every side until it covered the earth and the sky. Markandeya alone was left, wandering
through the flood, tormented by hunger and thirst, chased by sea creatures and waves. This went on, it
seemed to him, for countless years.

At last he saw a small island and, growing on it, a banyan tree. On one of its leaves lay a baby,
radiant and dark-skinned, sucking his own toe. Markandeya came near in wonder, and as the child
breathed in, the sage was drawn into his body. Inside it he saw the whole universe as it had been: sky
and earth, mountains and seas, cities and forests, gods and people, and his own hermitage. Then the
child breathed out, and he was thrown back into the flood. He looked again at the child on the leaf
and reached out to embrace him, and the child vanished. The flood vanished too. Markandeya was sitting
in his hermitage, just as before.

He understood that he had seen the Lord's maya, and devoted himself to the Lord even more completely.
Later Shiva and Parvati, passing through the sky, saw the sage lost in meditation and came down to him.
Pleased by his humility, Shiva praised him and blessed him.
""", """Skandha 12, chapters 8–10. Devotees take from it that the world we take so seriously rests on
a leaf in the Lord's hands, and that he holds it as lightly as a child at play."""),
            E("24", "The age of Kali and Parikshit's last day", """
On the seventh day, as his telling drew to a close, Shuka described to Parikshit the age that was
beginning. In Kali, he said, wealth alone will be taken as a sign of good birth, good conduct and
merit. Might will be right. A sacred thread will be only a thread, and a holy man only his clothes.
Marriage will be a matter of liking, cleverness a matter of speech, and a person will be praised for
how he looks. Bodies will grow weaker and lives shorter, rulers will rob the people, and the people,
worn down by drought and taxes, will flee to the hills and forests. At the end of the age, the Lord
will be born as Kalki, in the village of Shambhala, to restore dharma.

But Shuka also told him that this dark age has one great virtue. What was reached in earlier ages
through long meditation, elaborate sacrifice or careful temple worship can be reached in Kali simply by
singing the Lord's name. The remedy is as close as one's own voice.

Then he gave the king his final teaching. Give up the thought that you are going to die, he said. You
are not this body; the body is born and dies, but the self is not born and does not die, as the space
in a pot is not destroyed when the pot breaks. Fix your mind on the Lord, and see the self as one with
him, and the serpent's bite will not touch you.

Parikshit bowed and said that he was free of fear. He asked Shuka's permission to fix his mind on the
Lord, and sat on the riverbank in meditation. Shuka departed. Then Takshaka came, disguised as a
brahmin, and bit him, and the king's body burned to ashes from the poison. But Parikshit himself had
already gone beyond.

His son Janamejaya, in anger, began a great sacrifice to burn every serpent in the world, and stopped
only when the sage Brihaspati persuaded him that each being meets what its own actions bring. And so
the story that began with a dying king ends with him freed, and the Bhagavata closes with Suta's praise
of the name of Hari, which destroys all sin.
""", """Skandha 12, chapters 2–3 and 5–6. Devotees take from it the Bhagavata's promise for our own
age: however dark the times, the Lord's name is always within reach."""),
        ],
    },
]

# Each episode's title as readers of each language would name it (Sadhana's own renderings of the
# English titles above; names in their customary form per language). build_retellings.py writes them
# into each unit as "titles".
UNIT_TITLES = {
    "1": {
        "hi": "व्यास का असंतोष और नारद की कथा",
        "hi-Latn": "Vyas ka asantosh aur Narad ki katha",
        "mr": "व्यासांची अस्वस्थता आणि नारदांची कथा",
        "gu": "વ્યાસનો અસંતોષ અને નારદની કથા",
        "ta": "வியாசரின் மனக்குறையும் நாரதரின் கதையும்",
        "te": "వ్యాసుని అసంతృప్తి, నారదుని కథ",
        "kn": "ವ್ಯಾಸರ ಅಸಮಾಧಾನ ಮತ್ತು ನಾರದರ ಕಥೆ",
        "ml": "വ്യാസന്റെ അസംതൃപ്തിയും നാരദന്റെ കഥയും",
        "bn": "ব্যাসের অতৃপ্তি ও নারদের কাহিনি",
        "pa": "ਵਿਆਸ ਦੀ ਬੇਚੈਨੀ ਅਤੇ ਨਾਰਦ ਦੀ ਕਥਾ",
        "or": "ବ୍ୟାସଙ୍କ ଅସନ୍ତୋଷ ଓ ନାରଦଙ୍କ କାହାଣୀ",
        "as": "ব্যাসৰ অসন্তোষ আৰু নাৰদৰ কাহিনী",
        "ru": "Неудовлетворённость Вьясы и рассказ Нарады",
    },
    "2": {
        "hi": "परीक्षित, कलि और ऋषि का शाप",
        "hi-Latn": "Parikshit, Kali aur rishi ka shaap",
        "mr": "परीक्षित, कली आणि ऋषींचा शाप",
        "gu": "પરીક્ષિત, કળિ અને ઋષિનો શાપ",
        "ta": "பரீட்சித்து, கலி, முனிவரின் சாபம்",
        "te": "పరీక్షిత్తు, కలి, ముని శాపం",
        "kn": "ಪರೀಕ್ಷಿತ, ಕಲಿ ಮತ್ತು ಋಷಿಯ ಶಾಪ",
        "ml": "പരീക്ഷിത്തും കലിയും മുനിയുടെ ശാപവും",
        "bn": "পরীক্ষিৎ, কলি ও ঋষির অভিশাপ",
        "pa": "ਪਰੀਕਸ਼ਿਤ, ਕਲਿ ਅਤੇ ਰਿਸ਼ੀ ਦਾ ਸਰਾਪ",
        "or": "ପରୀକ୍ଷିତ, କଳି ଓ ଋଷିଙ୍କ ଅଭିଶାପ",
        "as": "পৰীক্ষিত, কলি আৰু ঋষিৰ অভিশাপ",
        "ru": "Парикшит, Кали и проклятие мудреца",
    },
    "3": {
        "hi": "कपिल का अपनी माता को उपदेश",
        "hi-Latn": "Kapil ka apni mata ko updesh",
        "mr": "कपिलांचा मातेला उपदेश",
        "gu": "કપિલનો માતાને ઉપદેશ",
        "ta": "கபிலர் தம் அன்னைக்கு அருளிய உபதேசம்",
        "te": "కపిలుడు తల్లికి చేసిన ఉపదేశం",
        "kn": "ಕಪಿಲರು ತಾಯಿಗೆ ಮಾಡಿದ ಉಪದೇಶ",
        "ml": "കപിലൻ അമ്മയ്ക്കു നൽകിയ ഉപദേശം",
        "bn": "মাতাকে কপিলের উপদেশ",
        "pa": "ਕਪਿਲ ਦਾ ਆਪਣੀ ਮਾਤਾ ਨੂੰ ਉਪਦੇਸ਼",
        "or": "କପିଳଙ୍କ ମାତାଙ୍କୁ ଉପଦେଶ",
        "as": "মাতৃলৈ কপিলৰ উপদেশ",
        "ru": "Капила наставляет мать",
    },
    "4": {
        "hi": "ध्रुव — वह बालक जिसने हार नहीं मानी",
        "hi-Latn": "Dhruv — woh baalak jisne haar nahi maani",
        "mr": "ध्रुव — हार न मानणारा बालक",
        "gu": "ધ્રુવ — હાર ન માનનાર બાળક",
        "ta": "துருவன் — பின்வாங்காத சிறுவன்",
        "te": "ధ్రువుడు — వెనుదిరగని బాలుడు",
        "kn": "ಧ್ರುವ — ಹಿಂದೆ ಸರಿಯದ ಬಾಲಕ",
        "ml": "ധ്രുവൻ — പിന്മാറാത്ത ബാലൻ",
        "bn": "ধ্রুব — যে বালক হার মানেনি",
        "pa": "ਧ੍ਰੂ — ਉਹ ਬਾਲਕ ਜਿਸ ਨੇ ਹਾਰ ਨਾ ਮੰਨੀ",
        "or": "ଧ୍ରୁବ — ହାର ନ ମାନିଥିବା ବାଳକ",
        "as": "ধ্ৰুৱ — হাৰ নমনা বালক",
        "ru": "Дхрува — ребёнок, который не отступил",
    },
    "5": {
        "hi": "भरत, मृग और पालकी",
        "hi-Latn": "Bharat, mrig aur palki",
        "mr": "भरत, हरीण आणि पालखी",
        "gu": "ભરત, હરણ અને પાલખી",
        "ta": "பரதர், மான், பல்லக்கு",
        "te": "భరతుడు, జింక, పల్లకి",
        "kn": "ಭರತ, ಜಿಂಕೆ ಮತ್ತು ಪಲ್ಲಕ್ಕಿ",
        "ml": "ഭരതനും മാനും പല്ലക്കും",
        "bn": "ভরত, হরিণ ও পালকি",
        "pa": "ਭਰਤ, ਹਿਰਨ ਅਤੇ ਪਾਲਕੀ",
        "or": "ଭରତ, ହରିଣ ଓ ପାଲିଙ୍କି",
        "as": "ভৰত, হৰিণ আৰু দোলা",
        "ru": "Бхарата, олень и паланкин",
    },
    "6": {
        "hi": "अजामिल और नाम की महिमा",
        "hi-Latn": "Ajamil aur naam ki mahima",
        "mr": "अजामिळ आणि नामाचा महिमा",
        "gu": "અજામિલ અને નામનો મહિમા",
        "ta": "அஜாமிளனும் திருநாமத்தின் மகிமையும்",
        "te": "అజామిళుడు, నామ మహిమ",
        "kn": "ಅಜಾಮಿಳ ಮತ್ತು ನಾಮದ ಮಹಿಮೆ",
        "ml": "അജാമിളനും നാമമഹിമയും",
        "bn": "অজামিল ও নামের মহিমা",
        "pa": "ਅਜਾਮਲ ਅਤੇ ਨਾਮ ਦੀ ਮਹਿਮਾ",
        "or": "ଅଜାମିଳ ଓ ନାମର ମହିମା",
        "as": "অজামিল আৰু নামৰ মহিমা",
        "ru": "Аджамила и сила имени",
    },
    "7": {
        "hi": "प्रह्लाद और खंभे से प्रकट भगवान",
        "hi-Latn": "Prahlad aur khambhe se prakat Bhagwan",
        "mr": "प्रल्हाद आणि खांबातून प्रकटलेला भगवंत",
        "gu": "પ્રહ્લાદ અને થાંભલામાંથી પ્રગટેલા ભગવાન",
        "ta": "பிரகலாதனும் தூணில் தோன்றிய இறைவனும்",
        "te": "ప్రహ్లాదుడు, స్తంభంలో వెలసిన స్వామి",
        "kn": "ಪ್ರಹ್ಲಾದ ಮತ್ತು ಕಂಬದಿಂದ ಮೂಡಿದ ಭಗವಂತ",
        "ml": "പ്രഹ്ലാദനും തൂണിൽ നിന്നു പ്രത്യക്ഷനായ ഭഗവാനും",
        "bn": "প্রহ্লাদ ও স্তম্ভে আবির্ভূত ভগবান",
        "pa": "ਪ੍ਰਹਿਲਾਦ ਅਤੇ ਥੰਮ੍ਹ ਵਿੱਚੋਂ ਪ੍ਰਗਟੇ ਭਗਵਾਨ",
        "or": "ପ୍ରହ୍ଲାଦ ଓ ସ୍ତମ୍ଭରୁ ପ୍ରକଟ ଭଗବାନ",
        "as": "প্ৰহ্লাদ আৰু স্তম্ভৰ পৰা প্ৰকট ভগৱান",
        "ru": "Прахлада и Господь в колонне",
    },
    "8": {
        "hi": "गजेंद्र — गजों का राजा",
        "hi-Latn": "Gajendra — haathiyon ka raja",
        "mr": "गजेंद्र — हत्तींचा राजा",
        "gu": "ગજેન્દ્ર — હાથીઓનો રાજા",
        "ta": "கஜேந்திரன் — யானைகளின் அரசன்",
        "te": "గజేంద్రుడు — ఏనుగుల రాజు",
        "kn": "ಗಜೇಂದ್ರ — ಆನೆಗಳ ರಾಜ",
        "ml": "ഗജേന്ദ്രൻ — ആനകളുടെ രാജാവ്",
        "bn": "গজেন্দ্র — হস্তীরাজ",
        "pa": "ਗਜਿੰਦਰ — ਹਾਥੀਆਂ ਦਾ ਰਾਜਾ",
        "or": "ଗଜେନ୍ଦ୍ର — ହାତୀମାନଙ୍କ ରାଜା",
        "as": "গজেন্দ্ৰ — হাতীৰ ৰজা",
        "ru": "Гаджендра, царь слонов",
    },
    "9": {
        "hi": "समुद्र-मंथन",
        "hi-Latn": "Samudra manthan",
        "mr": "समुद्रमंथन",
        "gu": "સમુદ્રમંથન",
        "ta": "பாற்கடல் கடைதல்",
        "te": "క్షీరసాగర మథనం",
        "kn": "ಸಮುದ್ರ ಮಂಥನ",
        "ml": "പാലാഴിമഥനം",
        "bn": "সমুদ্রমন্থন",
        "pa": "ਸਮੁੰਦਰ ਮੰਥਨ",
        "or": "ସମୁଦ୍ର ମନ୍ଥନ",
        "as": "সমুদ্ৰ মন্থন",
        "ru": "Пахтанье океана",
    },
    "10": {
        "hi": "वामन और राजा बलि",
        "hi-Latn": "Vaman aur Raja Bali",
        "mr": "वामन आणि बळीराजा",
        "gu": "વામન અને રાજા બલિ",
        "ta": "வாமனரும் மாவலி மன்னனும்",
        "te": "వామనుడు, బలి చక్రవర్తి",
        "kn": "ವಾಮನ ಮತ್ತು ಬಲಿ ಚಕ್ರವರ್ತಿ",
        "ml": "വാമനനും മഹാബലിയും",
        "bn": "বামন ও রাজা বলি",
        "pa": "ਵਾਮਨ ਅਤੇ ਰਾਜਾ ਬਲਿ",
        "or": "ବାମନ ଓ ରାଜା ବଳି",
        "as": "বামন আৰু ৰজা বলি",
        "ru": "Вамана и царь Бали",
    },
    "11": {
        "hi": "अंबरीष और ऋषि का क्रोध",
        "hi-Latn": "Ambarish aur rishi ka krodh",
        "mr": "अंबरीष आणि ऋषींचा क्रोध",
        "gu": "અંબરીષ અને ઋષિનો ક્રોધ",
        "ta": "அம்பரீஷனும் முனிவரின் சினமும்",
        "te": "అంబరీషుడు, ముని కోపం",
        "kn": "ಅಂಬರೀಷ ಮತ್ತು ಋಷಿಯ ಕೋಪ",
        "ml": "അംബരീഷനും മുനിയുടെ കോപവും",
        "bn": "অম্বরীষ ও ঋষির ক্রোধ",
        "pa": "ਅੰਬਰੀਸ਼ ਅਤੇ ਰਿਸ਼ੀ ਦਾ ਕ੍ਰੋਧ",
        "or": "ଅମ୍ବରୀଷ ଓ ଋଷିଙ୍କ କ୍ରୋଧ",
        "as": "অম্বৰীষ আৰু ঋষিৰ ক্ৰোধ",
        "ru": "Амбариша и гнев мудреца",
    },
    "12": {
        "hi": "श्रीकृष्ण का जन्म",
        "hi-Latn": "Shri Krishna ka janm",
        "mr": "श्रीकृष्णजन्म",
        "gu": "શ્રીકૃષ્ણનો જન્મ",
        "ta": "ஸ்ரீ கிருஷ்ணரின் அவதாரம்",
        "te": "శ్రీకృష్ణ జననం",
        "kn": "ಶ್ರೀಕೃಷ್ಣನ ಜನನ",
        "ml": "ശ്രീകൃഷ്ണന്റെ ജനനം",
        "bn": "শ্রীকৃষ্ণের জন্ম",
        "pa": "ਸ੍ਰੀ ਕ੍ਰਿਸ਼ਨ ਦਾ ਜਨਮ",
        "or": "ଶ୍ରୀକୃଷ୍ଣଙ୍କ ଜନ୍ମ",
        "as": "শ্ৰীকৃষ্ণৰ জন্ম",
        "ru": "Рождение Кришны",
    },
    "13": {
        "hi": "पूतना",
        "hi-Latn": "Putana",
        "mr": "पूतना",
        "gu": "પૂતના",
        "ta": "பூதனை",
        "te": "పూతన",
        "kn": "ಪೂತನಿ",
        "ml": "പൂതന",
        "bn": "পুতনা",
        "pa": "ਪੂਤਨਾ",
        "or": "ପୂତନା",
        "as": "পুতনা",
        "ru": "Путана",
    },
    "14": {
        "hi": "माखनचोर, मुख में ब्रह्मांड और प्रेम की रस्सी",
        "hi-Latn": "Makhanchor, mukh mein brahmand aur prem ki rassi",
        "mr": "लोणीचोर, मुखात ब्रह्मांड आणि प्रेमाचा दोर",
        "gu": "માખણચોર, મુખમાં બ્રહ્માંડ અને પ્રેમનું દોરડું",
        "ta": "வெண்ணெய் திருடன், வாயில் அண்டம், அன்புக் கயிறு",
        "te": "వెన్నదొంగ, నోటిలో విశ్వం, ప్రేమ తాడు",
        "kn": "ಬೆಣ್ಣೆಗಳ್ಳ, ಬಾಯಲ್ಲಿ ಬ್ರಹ್ಮಾಂಡ ಮತ್ತು ಪ್ರೇಮದ ಹಗ್ಗ",
        "ml": "വെണ്ണക്കള്ളനും വായിലെ പ്രപഞ്ചവും സ്നേഹപാശവും",
        "bn": "ননীচোর, মুখে বিশ্বরূপ ও প্রেমের দড়ি",
        "pa": "ਮੱਖਣ-ਚੋਰ, ਮੂੰਹ ਵਿੱਚ ਬ੍ਰਹਿਮੰਡ ਅਤੇ ਪ੍ਰੇਮ ਦੀ ਰੱਸੀ",
        "or": "ଲହୁଣୀ ଚୋର, ମୁହଁରେ ବିଶ୍ୱ ଓ ପ୍ରେମର ଦଉଡ଼ି",
        "as": "মাখন চোৰ, মুখত বিশ্বব্ৰহ্মাণ্ড আৰু প্ৰেমৰ ৰছী",
        "ru": "Похититель масла, вселенная во рту и верёвка любви",
    },
    "15": {
        "hi": "कालिय नाग",
        "hi-Latn": "Kaliya naag",
        "mr": "कालिया नाग",
        "gu": "કાલિય નાગ",
        "ta": "காளிங்கன்",
        "te": "కాళీయుడు",
        "kn": "ಕಾಳಿಂಗ",
        "ml": "കാളിയൻ",
        "bn": "কালিয় নাগ",
        "pa": "ਕਾਲੀਆ ਨਾਗ",
        "or": "କାଳିୟ ନାଗ",
        "as": "কালিয় নাগ",
        "ru": "Калия",
    },
    "16": {
        "hi": "गोवर्धन",
        "hi-Latn": "Govardhan",
        "mr": "गोवर्धन",
        "gu": "ગોવર્ધન",
        "ta": "கோவர்த்தனம்",
        "te": "గోవర్ధనం",
        "kn": "ಗೋವರ್ಧನ",
        "ml": "ഗോവർദ്ധനം",
        "bn": "গোবর্ধন",
        "pa": "ਗੋਵਰਧਨ",
        "or": "ଗୋବର୍ଦ୍ଧନ",
        "as": "গোবৰ্ধন",
        "ru": "Говардхана",
    },
    "17": {
        "hi": "बाँसुरी और गोपियाँ",
        "hi-Latn": "Bansuri aur gopiyan",
        "mr": "बासरी आणि गोपी",
        "gu": "વાંસળી અને ગોપીઓ",
        "ta": "குழலும் கோபியரும்",
        "te": "మురళి, గోపికలు",
        "kn": "ಕೊಳಲು ಮತ್ತು ಗೋಪಿಕೆಯರು",
        "ml": "ഓടക്കുഴലും ഗോപികമാരും",
        "bn": "বাঁশি ও গোপীরা",
        "pa": "ਬੰਸਰੀ ਅਤੇ ਗੋਪੀਆਂ",
        "or": "ବଂଶୀ ଓ ଗୋପୀମାନେ",
        "as": "বাঁহী আৰু গোপীসকল",
        "ru": "Флейта и гопи",
    },
    "18": {
        "hi": "अक्रूर की यात्रा और कंस का अंत",
        "hi-Latn": "Akrur ki yatra aur Kans ka ant",
        "mr": "अक्रूरांचा प्रवास आणि कंसाचा अंत",
        "gu": "અક્રૂરની યાત્રા અને કંસનો અંત",
        "ta": "அக்ரூரரின் பயணமும் கம்சனின் முடிவும்",
        "te": "అక్రూరుని ప్రయాణం, కంసుని అంతం",
        "kn": "ಅಕ್ರೂರನ ಪಯಣ ಮತ್ತು ಕಂಸನ ಅಂತ್ಯ",
        "ml": "അക്രൂരന്റെ യാത്രയും കംസന്റെ അന്ത്യവും",
        "bn": "অক্রূরের যাত্রা ও কংসের অবসান",
        "pa": "ਅਕਰੂਰ ਦੀ ਯਾਤਰਾ ਅਤੇ ਕੰਸ ਦਾ ਅੰਤ",
        "or": "ଅକ୍ରୂରଙ୍କ ଯାତ୍ରା ଓ କଂସର ଅନ୍ତ",
        "as": "অক্ৰূৰৰ যাত্ৰা আৰু কংসৰ অন্ত",
        "ru": "Путешествие Акруры и конец Камсы",
    },
    "19": {
        "hi": "उद्धव का संदेश और भ्रमर-गीत",
        "hi-Latn": "Uddhav ka sandesh aur bhramar-geet",
        "mr": "उद्धवांचा संदेश आणि भ्रमरगीत",
        "gu": "ઉદ્ધવનો સંદેશ અને ભ્રમરગીત",
        "ta": "உத்தவரின் தூதும் வண்டுப் பாடலும்",
        "te": "ఉద్ధవుని సందేశం, భ్రమర గీతం",
        "kn": "ಉದ್ಧವನ ಸಂದೇಶ ಮತ್ತು ಭ್ರಮರ ಗೀತೆ",
        "ml": "ഉദ്ധവന്റെ സന്ദേശവും ഭ്രമരഗീതവും",
        "bn": "উদ্ধবের বার্তা ও ভ্রমরগীত",
        "pa": "ਊਧੋ ਦਾ ਸੁਨੇਹਾ ਅਤੇ ਭੌਰੇ ਦਾ ਗੀਤ",
        "or": "ଉଦ୍ଧବଙ୍କ ସନ୍ଦେଶ ଓ ଭ୍ରମର ଗୀତ",
        "as": "উদ্ধৱৰ বাৰ্তা আৰু ভ্ৰমৰ গীত",
        "ru": "Весть Уддхавы и песнь пчеле",
    },
    "20": {
        "hi": "श्रीकृष्ण के निर्धन मित्र",
        "hi-Latn": "Shri Krishna ke garib mitra",
        "mr": "श्रीकृष्णाचा गरीब मित्र",
        "gu": "શ્રીકૃષ્ણના ગરીબ મિત્ર",
        "ta": "ஸ்ரீ கிருஷ்ணரின் ஏழைத் தோழர்",
        "te": "శ్రీకృష్ణుని పేద మిత్రుడు",
        "kn": "ಶ್ರೀಕೃಷ್ಣನ ಬಡ ಗೆಳೆಯ",
        "ml": "ശ്രീകൃഷ്ണന്റെ ദരിദ്രനായ സുഹൃത്ത്",
        "bn": "শ্রীকৃষ্ণের দরিদ্র সখা",
        "pa": "ਸ੍ਰੀ ਕ੍ਰਿਸ਼ਨ ਦਾ ਗਰੀਬ ਮਿੱਤਰ",
        "or": "ଶ୍ରୀକୃଷ୍ଣଙ୍କ ଗରିବ ସଖା",
        "as": "শ্ৰীকৃষ্ণৰ দুখীয়া বন্ধু",
        "ru": "Бедный друг Кришны",
    },
    "21": {
        "hi": "उद्धव और चौबीस गुरु",
        "hi-Latn": "Uddhav aur chaubees guru",
        "mr": "उद्धव आणि चोवीस गुरू",
        "gu": "ઉદ્ધવ અને ચોવીસ ગુરુ",
        "ta": "உத்தவரும் இருபத்து நான்கு குருமார்களும்",
        "te": "ఉద్ధవుడు, ఇరవై నాలుగు గురువులు",
        "kn": "ಉದ್ಧವ ಮತ್ತು ಇಪ್ಪತ್ತನಾಲ್ಕು ಗುರುಗಳು",
        "ml": "ഉദ്ധവനും ഇരുപത്തിനാലു ഗുരുക്കന്മാരും",
        "bn": "উদ্ধব ও চব্বিশ গুরু",
        "pa": "ਊਧੋ ਅਤੇ ਚੌਵੀ ਗੁਰੂ",
        "or": "ଉଦ୍ଧବ ଓ ଚବିଶ ଗୁରୁ",
        "as": "উদ্ধৱ আৰু চৌবিশ গুৰু",
        "ru": "Уддхава и двадцать четыре учителя",
    },
    "22": {
        "hi": "यदुवंश का अंत और श्रीकृष्ण का प्रयाण",
        "hi-Latn": "Yaduvansh ka ant aur Shri Krishna ka prayan",
        "mr": "यदुवंशाचा अंत आणि श्रीकृष्णांचे निजधामगमन",
        "gu": "યદુવંશનો અંત અને શ્રીકૃષ્ણનું નિજધામગમન",
        "ta": "யாதவர்களின் முடிவும் ஸ்ரீ கிருஷ்ணரின் மறைவும்",
        "te": "యాదవుల అంతం, శ్రీకృష్ణ నిర్యాణం",
        "kn": "ಯಾದವರ ಅಂತ್ಯ ಮತ್ತು ಶ್ರೀಕೃಷ್ಣನ ನಿರ್ಯಾಣ",
        "ml": "യാദവരുടെ അന്ത്യവും ശ്രീകൃഷ്ണന്റെ സ്വർഗ്ഗാരോഹണവും",
        "bn": "যদুবংশের অবসান ও শ্রীকৃষ্ণের প্রয়াণ",
        "pa": "ਯਾਦਵਾਂ ਦਾ ਅੰਤ ਅਤੇ ਸ੍ਰੀ ਕ੍ਰਿਸ਼ਨ ਦਾ ਪ੍ਰਯਾਣ",
        "or": "ଯଦୁବଂଶର ଅନ୍ତ ଓ ଶ୍ରୀକୃଷ୍ଣଙ୍କ ପ୍ରୟାଣ",
        "as": "যদুবংশৰ অন্ত আৰু শ্ৰীকৃষ্ণৰ প্ৰয়াণ",
        "ru": "Конец Ядавов и уход Кришны",
    },
    "23": {
        "hi": "मार्कंडेय और वटपत्र पर बालक",
        "hi-Latn": "Markandey aur patte par baalak",
        "mr": "मार्कंडेय आणि वटपत्रावरील बालक",
        "gu": "માર્કંડેય અને વડપત્ર પરનું બાળક",
        "ta": "மார்க்கண்டேயரும் ஆலிலைக் குழந்தையும்",
        "te": "మార్కండేయుడు, వటపత్రశాయి",
        "kn": "ಮಾರ್ಕಂಡೇಯ ಮತ್ತು ಆಲದೆಲೆಯ ಮೇಲಿನ ಶಿಶು",
        "ml": "മാർക്കണ്ഡേയനും ആലിലക്കണ്ണനും",
        "bn": "মার্কণ্ডেয় ও বটপত্রে শিশু",
        "pa": "ਮਾਰਕੰਡੇ ਅਤੇ ਪੱਤੇ ਉੱਤੇ ਬਾਲਕ",
        "or": "ମାର୍କଣ୍ଡେୟ ଓ ବଟପତ୍ରରେ ଶିଶୁ",
        "as": "মাৰ্কণ্ডেয় আৰু বটপাতত শিশু",
        "ru": "Маркандея и младенец на листе",
    },
    "24": {
        "hi": "कलियुग और परीक्षित का अंतिम दिन",
        "hi-Latn": "Kaliyug aur Parikshit ka antim din",
        "mr": "कलियुग आणि परीक्षिताचा अखेरचा दिवस",
        "gu": "કળિયુગ અને પરીક્ષિતનો અંતિમ દિવસ",
        "ta": "கலியுகமும் பரீட்சித்தின் இறுதி நாளும்",
        "te": "కలియుగం, పరీక్షిత్తు చివరి రోజు",
        "kn": "ಕಲಿಯುಗ ಮತ್ತು ಪರೀಕ್ಷಿತನ ಕೊನೆಯ ದಿನ",
        "ml": "കലിയുഗവും പരീക്ഷിത്തിന്റെ അന്ത്യദിനവും",
        "bn": "কলিযুগ ও পরীক্ষিতের শেষ দিন",
        "pa": "ਕਲਿਯੁਗ ਅਤੇ ਪਰੀਕਸ਼ਿਤ ਦਾ ਅੰਤਿਮ ਦਿਨ",
        "or": "କଳିଯୁଗ ଓ ପରୀକ୍ଷିତଙ୍କ ଶେଷ ଦିନ",
        "as": "কলিযুগ আৰু পৰীক্ষিতৰ অন্তিম দিন",
        "ru": "Век Кали и последний день Парикшита",
    },
}
