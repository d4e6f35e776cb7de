"""Devi Mahatmya (Markandeya Purana, chapters 81–93): each of its thirteen chapters retold by
Sadhana contributors (CC BY 4.0).

Written from the Sanskrit story, not from any published translation or retelling. No Sanskrit
verse is shipped: an `original` would first have to be checked word for word against two
independent reference copies (scripts/texts/verify_devi.py), and that has not been done.
"""
from common import SADHANA_RETELLING, unit

LIMITS = ("retelling", 250, 450)


def C(ref, title, retelling, explanation):
    return unit(ref, "chapter", title, retelling, explanation)


META = {
    "id": "devi-mahatmya",
    "title": "Devi Mahatmya",
    "titleOriginal": "देवीमाहात्म्यम्",
    "titles": {
        "hi": "देवी माहात्म्य",
        "hi-Latn": "Devi Mahatmya",
        "mr": "देवी माहात्म्य",
        "gu": "દેવી માહાત્મ્ય",
        "ta": "தேவீ மஹாத்மியம்",
        "te": "దేవీ మాహాత్మ్యం",
        "kn": "ದೇವೀ ಮಾಹಾತ್ಮ್ಯ",
        "ml": "ദേവീ മാഹാത്മ്യം",
        "bn": "দেবীমাহাত্ম্য (শ্রীশ্রীচণ্ডী)",
        "pa": "ਦੇਵੀ ਮਾਹਾਤਮ",
        "or": "ଦେବୀ ମାହାତ୍ମ୍ୟ",
        "as": "দেৱী মাহাত্ম্য",
        "ru": "Деви-махатмья",
    },
    "theme": "Goddess Glory",
    "form": "generic",
    "unit": {"singular": "chapter", "plural": "chapters"},
    "section": {"singular": "carita", "plural": "caritas"},
    "originalScript": "none",
    "originalLanguage": "Sanskrit",
    "summary": (
        "The Glory of the Goddess, chapters 81–93 of the Markandeya Purana, also called the Durga Saptashati "
        "or Chandi: the sage Medhas tells a deposed king and a ruined merchant how the Goddess, the power "
        "behind the world, slew Madhu and Kaitabha, Mahishasura, and Shumbha and Nishumbha, in three acts."
    ),
    "coverage": {
        "total": 13,
        "note": (
            "All thirteen chapters, each retold in our own words. The Sanskrit verses (about seven hundred) "
            "and their translations are not shipped."
        ),
    },
    "layers": {"retelling": "sadhana", "explanation": "sadhana"},
    "sources": {"sadhana": SADHANA_RETELLING},
}

SECTIONS = [
    {
        "title": "The first act",
        "titleOriginal": "प्रथमचरितम्",
        "units": [
            C("1", "Madhu and Kaitabha", """
The sage Markandeya begins with a king. Suratha ruled the whole earth until enemies defeated him, and
his own ministers seized his treasury and his army. Alone, on the pretext of hunting, he rode into a
forest and came to the peaceful hermitage of the sage Medhas, where even wild animals lived without
fear. Yet his mind kept returning to his city and his people: were they looked after? Was his
treasure being wasted?

There he met a merchant named Samadhi, whose wife and sons, greedy for his wealth, had driven him out.
Strangely, the merchant could think only of their welfare. The two men asked the sage why their minds
clung to people and things that had rejected them, though they knew better.

Medhas explained that this is the work of Mahamaya, the great power of illusion, the sleep of Vishnu
himself. She forcibly draws even the minds of the wise into delusion. She brings forth the whole
world; she binds; and when she is pleased, she grants freedom. The king asked who she was and how
she came to be. She is eternal, the sage said, and the world is her form, yet she appears again and
again for the sake of the gods. Then he told the first story.

At the end of an age, when the world had dissolved into a single ocean, Vishnu lay in yogic sleep on
the serpent Shesha. From the wax of his ears arose two demons, Madhu and Kaitabha, who set out to kill
Brahma, seated on the lotus growing from Vishnu's navel. Seeing the Lord asleep, Brahma praised the
Goddess who held him in sleep, as the power that creates, sustains and destroys, the supreme knowledge
and the great delusion, and begged her to release Vishnu.

The Goddess withdrew from Vishnu's eyes, mouth, arms and heart, and he awoke. He fought the two demons
with his bare arms for five thousand years. Then, deluded by the Goddess, they grew proud and offered
him a boon. "Be killed by me," said Vishnu. Seeing water everywhere, they thought they had found a way
out: "Then kill us where the earth is not covered by water." Vishnu laid their heads on his thigh and
cut them off with his discus.
""", """Markandeya Purana, chapter 81. Devotees take from it that even the wise are bound by the
Goddess's power of illusion, and that the same Goddess, when praised, sets free."""),
        ],
    },
    {
        "title": "The middle act",
        "titleOriginal": "मध्यमचरितम्",
        "units": [
            C("2", "The Goddess is born from the gods' anger", """
Long ago the gods and the asuras fought for a hundred years. The asuras were led by Mahisha, the
buffalo demon, and the gods were defeated. Mahisha drove Indra from heaven and took his place, and the
gods wandered the earth like mortals.

Led by Brahma, the defeated gods went to Shiva and Vishnu and told them everything. As they listened,
Vishnu and Shiva grew furious, and a great light poured out of their faces. Light poured out of
Brahma, and out of Indra and all the other gods, and it all flowed together into a single blazing mass,
like a mountain on fire, filling the directions. Out of it took shape a woman whose radiance lit the
three worlds.

Each god's light became part of her. Shiva's light became her face; Yama's, her hair; Vishnu's, her
arms; the Moon's, her breasts; Indra's, her waist; Varuna's, her legs; the Earth's, her hips; Brahma's,
her feet. Agni's light became her three eyes, and the light of the other gods formed the rest of her.

Then the gods armed her, each from his own weapon. Shiva drew a trident out of his trident and gave it
to her, and Vishnu a discus out of his discus. Varuna gave her a conch; Agni, a spear; the Wind, a bow
and quivers of arrows; Indra, a thunderbolt and a bell; Yama, his staff; Brahma, a rosary and a water
pot. The Sun filled the pores of her skin with his rays. The ocean gave her jewels and garments that
never grow old; Vishvakarma, an axe and armour; the mountain Himavat, a lion to ride; Kubera, a cup
always full of wine; and the serpent Shesha, a necklace of serpents.

The Goddess laughed and roared again and again, and the sound filled the sky. The worlds shook, the
seas trembled, and the gods cried "Victory!" The asuras rushed towards the sound with their vast
armies. Their generals came at her with chariots, elephants and horses, by the thousand and the
million, raining weapons. She broke their weapons with her own, and from her breaths sprang hosts of
fighters who joined the battle, while her lion shook his mane and tore through the ranks. In the end
the great army of Mahisha lay destroyed.
""", """Markandeya Purana, chapter 82. Devotees take from it that the Goddess is the united power of all
the gods, and that she arises when that power is gathered for the protection of the world."""),
            C("3", "The slaying of Mahishasura", """
Seeing his army destroyed, the general Chikshura rushed at the Goddess, pouring arrows like rain on a
mountain. She cut down his arrows, his horses and his charioteer, broke his bow and banner, and killed
him. Chamara came at her on an elephant; her lion leapt onto the elephant's head and killed him. One
after another the great asura generals fell to her weapons: Udagra, Karala, Bashkala, Tamra, Andhaka,
Ugrasya, Mahahanu, Bidala, Durdhara, Durmukha and the rest.

Then Mahisha himself came on in the form of a buffalo. He trampled and gored the Goddess's hosts,
lashed them with his tail and scattered them with his breath. He tore up the earth with his hooves,
tossed mountains with his horns, and lashed the ocean until it overflowed; clouds were torn apart by
the wind of his charge.

The Goddess grew angry. She threw her noose over him, and he left his buffalo form and became a lion.
She cut off the lion's head, and he became a man with a sword. She pierced the man, and he became a
great elephant, dragging her lion with his trunk; she cut off the trunk with her sword. Then he became
a buffalo again and shook the three worlds.

The Goddess drank deeply of the divine drink and laughed, her eyes red. "Roar, fool," she said, "roar
for a moment while I drink. When I have killed you, the gods will soon be roaring with joy."

Then she leapt upon him, pressed his neck down with her foot, and struck him with her trident.
Half-emerged from his own mouth, still fighting, the asura was held by her power, and with her great
sword she cut off his head.

The rest of his army fled in terror, crying out. The gods rejoiced, the heavenly musicians sang, and
the celestial dancers danced.
""", """Markandeya Purana, chapter 83. Devotees read Mahisha's changing shapes as the ways the ego
escapes, and take from it that the Goddess pursues it through every form until it is overcome; the
victory is celebrated at Navaratri and Vijayadashami."""),
            C("4", "The gods' hymn of praise", """
When Mahisha and his army were destroyed, Indra and the other gods bowed low before the Goddess and
praised her, their bodies thrilling with joy.

They praised her as the one who, by her own power, has spread out this whole world, whose form is the
combined power of all the gods, whom even Vishnu, Shiva and Brahma cannot fully describe. They praised
her as good fortune in the homes of the virtuous and misfortune in the homes of the wicked,
understanding in the hearts of the wise, faith in the good, and modesty in the well-born. They called
her the cause of all the worlds, beyond the three qualities of nature, yet the one who holds them; the
knowledge that leads to freedom; the sound and meaning of the Vedas.

They wondered at her: her face, lovely as the full moon, had looked upon Mahisha with anger, and yet
he was not burned to ashes at the sight; and when her face turned red with fury, he was not killed on
the spot. Surely, they said, even her anger is kind, for those she slays in battle reach the highest
heaven. Her heart is compassion, and her action in battle is fierce; both are seen in her alone.

They asked her to protect them with her spear, her sword, her bell and the twang of her bow, in front
and behind, to the north and to the south. They worshipped her with heavenly flowers, incense and
perfumes.

Pleased, the Goddess offered them a boon. The gods said that she had already done everything by
killing Mahisha. But they asked this: whenever we remember you, destroy our dangers; and whoever
praises you with these hymns, may they grow in wealth, family and good fortune, by your grace. "So be
it," said the Goddess, and vanished.

The sage Medhas told the king that she would appear again, from the body of Gauri, to kill Shumbha and
Nishumbha, for the good of the world.
""", """Markandeya Purana, chapter 84. Devotees recite this hymn for protection, and take from it the
promise that the Goddess comes to those who remember her in danger."""),
        ],
    },
    {
        "title": "The final act",
        "titleOriginal": "उत्तमचरितम्",
        "units": [
            C("5", "The gods' prayer and Ambika's vow", """
In a later age the asura brothers Shumbha and Nishumbha, proud of their strength, took over the three
worlds. They seized Indra's rule and the shares of the sacrifice, and took over the work of the sun, the
moon, Kubera, Yama, Varuna, the wind and fire. Driven out, the gods remembered the Goddess's promise to
come whenever they called. They went to the Himalaya and praised her.

Their hymn is the one devotees know best. Again and again they bowed to the Goddess who lives in all
beings: as consciousness, as intelligence, as sleep and as hunger, as power and as thirst, as
patience, modesty and peace, as faith, beauty and good fortune, as memory, compassion and
contentment, as mother, and even as delusion. To her, they said, salutation, salutation, salutation.

While they were praying, Parvati came to bathe in the Ganga and asked them whom they were praising.
Then from her body came forth an auspicious goddess who answered: "This hymn is to me, from the gods
whom Shumbha and Nishumbha have driven from heaven." Because she came forth from the sheath of
Parvati's body, she is called Kaushiki. When she had emerged, Parvati turned dark, and became known as
Kalika.

Chanda and Munda, servants of Shumbha, saw Ambika, the Goddess, in all her beauty, and hurried to their
master. You possess every treasure of the three worlds, they told him: the elephant of Indra, the
wishing tree, the horse from the ocean, the treasures of Kubera. This woman is the jewel of all women.
Why not take her too?

Shumbha sent a messenger, Sugriva, to the Goddess with a message: all the jewels of the world are mine,
and you are a jewel; become my wife, or my brother's.

The Goddess smiled. "What you say is true," she said. "But I once made a foolish vow: I will marry only
the one who conquers me in battle, who takes away my pride, who is my equal in strength. Let Shumbha or
Nishumbha come and defeat me, and take my hand." The messenger warned her that the gods themselves could
not stand before the brothers; how would a lone woman? "That may be," she said, "but the vow is made. Go
and tell them."
""", """Markandeya Purana, chapter 85. Devotees recite its hymn to the Goddess who dwells in all beings,
and take from it that she is present in every power and every state of the mind."""),
            C("6", "Dhumralochana", """
When the messenger returned with the Goddess's answer, Shumbha was furious. He called Dhumralochana,
the smoky-eyed commander of his army. "Take your troops," he said, "and bring that proud woman here by
force. Drag her by the hair if you must. If anyone comes to her aid, god, yaksha or gandharva, kill
him."

Dhumralochana set out at once with an army of sixty thousand asuras. He found the Goddess sitting on
the snowy mountain, on her lion, and called out to her: "Come to my master Shumbha. If you will not
come willingly, I will drag you there by the hair."

The Goddess answered calmly: "You have been sent by the lord of the asuras, you are strong, and you
have an army with you. If you take me by force, what can I do?"

Dhumralochana rushed towards her. The Goddess uttered a single sound, "Hum," and with that sound he
was burned to ashes where he stood.

His great army fell upon the Goddess with sharp arrows, spears and axes. Then her lion, shaking his
mane in fury and roaring terribly, leapt among the asuras. With his claws he tore some apart; with his
jaws he killed others; some he struck down with his paws, and he drank the blood of many. In a moment
the whole army was destroyed by the Goddess's lion.

When Shumbha heard that Dhumralochana had been killed by the Goddess and his army destroyed by her lion,
his lips trembled with rage. He called two great asuras, Chanda and Munda. "Go with a large army," he
said. "Bring her to me, by the hair or bound. If you cannot bring her alive, kill her, and the lion
too, with all your weapons."
""", """Markandeya Purana, chapter 86. Devotees take from it that a single syllable of the Goddess is
enough to burn away arrogance, and that those who come to her with violence meet their own end."""),
            C("7", "Chanda and Munda", """
At Shumbha's command, Chanda and Munda marched out with a great army of the four kinds of troops,
their weapons raised. They found the Goddess seated on her lion on a golden peak of the great
mountain, smiling gently. Seeing her, some of the asuras began to try to capture her, drawing their
bows and swords, and others came close.

Then the face of Ambika darkened with anger against them. From her forehead, knitted in a frown, there
came forth suddenly a terrible goddess, Kali. She was dark and gaunt, armed with a sword and a noose,
carrying a staff topped with a skull, wearing a garland of heads and a tiger's skin. Her mouth was wide
open, her tongue lolled, her sunken eyes were red, and her roar filled the directions.

Kali fell upon the asura army. She seized elephants, with their riders and drivers and bells, and threw
them into her mouth; she swallowed horses with their riders and chariots with their charioteers. She
seized one asura by the hair and another by the throat, trampled one under her feet and crushed another
against her chest. The weapons they hurled at her she caught in her mouth and crunched with her teeth.
The whole mighty army was destroyed.

Chanda rushed at her and covered her with arrows, and Munda hurled thousands of discuses; they
vanished into her mouth like suns into a cloud. Then Kali laughed terribly, leapt upon Chanda, seized
him by the hair and cut off his head with her sword. Seeing Chanda fall, Munda ran at her, and she
struck him down with her sword as well. The rest of the army fled in every direction.

Kali took the heads of Chanda and Munda and brought them to Chandika, the Goddess. "I have brought you
these two great beasts as an offering in the sacrifice of battle," she said. "Now you yourself will
kill Shumbha and Nishumbha." Ambika answered her kindly: "Because you have brought me Chanda and Munda,
you will be known in the world as Chamunda."
""", """Markandeya Purana, chapter 87. Devotees take from it that the Goddess's anger at evil takes
form as Kali, and honour her as Chamunda, the devourer of everything that stands against the good."""),
            C("8", "Raktabija", """
When Chanda and Munda had been killed, Shumbha, beside himself with rage, ordered out all the armies
of the asuras, clan after clan. The Goddess saw the vast host approaching and filled the sky with the
twang of her bow, the ring of her bell and the roar of her lion, and Kali's roar swelled the sound.

Then, for the destruction of the asuras and the good of the gods, the powers of the gods came forth
from their bodies, each in the form, ornaments and mount of her god: Brahmani on a swan, with a rosary
and a water pot; Maheshvari on a bull, with a trident; Kaumari on a peacock, with a spear; Vaishnavi on
Garuda, with conch, discus and mace; Varahi in the form of a boar; Narasimhi as a woman-lion, whose mane
scattered the stars; and Aindri on an elephant, with the thunderbolt. These are the Mothers.

From the body of the Goddess came forth yet another power, terrible, howling like a hundred jackals, and
she sent Shiva himself as her messenger to the asuras: let them give back the three worlds and go down
to the underworld, if they wish to live. Because she sent Shiva as her messenger, she is called
Shivaduti. The asuras, of course, chose to fight, and the Mothers cut them down.

Then the great asura Raktabija strode into battle. He had a terrible power: every drop of his blood that
touched the ground became another asura as mighty as himself. When Aindri struck him with her
thunderbolt, his blood flowed, and from it rose asuras just like him. The more the Mothers wounded
him, the more Raktabijas rose, until the whole world was filled with them, and the gods despaired.

The Goddess told Kali: "Open your mouth wide, Chamunda. Drink up the drops of his blood, and devour the
asuras born from them, as I strike him." Then she struck Raktabija with her spear, and Kali drank his
blood before it could touch the ground, and devoured every asura that arose in her mouth. At last
Raktabija, drained of blood, fell dead.
""", """Markandeya Purana, chapter 88. Devotees read Raktabija as the desire that multiplies whenever it
is fought in the ordinary way, and take from it that only the Goddess's grace consumes it at its
root."""),
            C("9", "The death of Nishumbha", """
When Raktabija was slain and the others fell in the battle, Shumbha and Nishumbha were seized with
boundless rage. Nishumbha rushed forward with the chief of the asura armies, and Shumbha came with his
own troops, ready to kill the Goddess.

A terrible battle followed. Nishumbha struck the Goddess's lion on the head with his sword. She cut
his sword and his shining shield to pieces with her arrows. He hurled a spear at her, and she split it
with her discus. He seized a trident, and she shattered it with her fist. He swung his mace, and she
ground it to powder with her trident. He came at her with an axe, and she struck him down with her
arrows, and he fell.

Seeing his brother fall, Shumbha rushed at the Goddess in fury, mounted on his chariot, his eight arms
raised with weapons, filling the whole sky. The Goddess blew her conch and twanged her bow, and filled
the directions with the sound of her bell. Kali leapt into the sky and struck the earth with her hands,
and Shivaduti laughed a loud and terrible laugh, so that the asuras trembled. Shumbha hurled a blazing
spear at the Goddess, and she turned it aside with a great flame. She pierced him with her arrows, and
he fell senseless.

Then Nishumbha came to his senses and rose again. He seized his bow and covered the Goddess, Kali and
the lion with arrows. Making himself ten thousand arms, he hurled ten thousand discuses at her, and she
cut them all down. He rushed at her with his mace, and she split it with her sword. At last he came at
her with a trident, and she pierced his heart with her own trident. From his pierced heart another
being began to emerge, shouting "Stop!" The Goddess laughed aloud and cut off his head with her sword.

Nishumbha fell. The lion devoured the asuras whose necks he had broken, and the Mothers, with spear,
water and trident, destroyed the rest, while the survivors fled.
""", """Markandeya Purana, chapter 89. Devotees take from it that the Goddess meets every weapon of the
proud, and that evil, however often it rises again, falls before her in the end."""),
            C("10", "The death of Shumbha", """
Seeing his brother Nishumbha killed, dear to him as life, and his army destroyed, Shumbha cried out in
anger: "Durga, proud of your strength, do not boast to me. You fight relying on the strength of others."

The Goddess answered: "I am alone in this world. Who else is there besides me? See, you wicked one,
these are my own powers, entering back into me." And the Mothers, Brahmani and the rest, all went back
into her body. Only Ambika remained.

"All the forms I took by my own power are now withdrawn," she said. "I stand here alone. Stand firm
and fight."

Then began a terrible battle between the Goddess and Shumbha, watched by all the gods and asuras. She
cut down his shower of arrows and fiery weapons, and he hers. She broke his bow with her arrows, and
then his spear. She killed his horses and his charioteer. He came at her with sword and shield, and she
cut the sword and the shield to pieces. On foot, without a chariot, he rushed at her with a club, and
she split the club with her arrows. Then he struck her in the chest with his fist, and she struck him
on the chest with her palm, and he fell, then rose again.

Seizing the Goddess, he leapt high into the sky, and there, with no ground beneath them, they fought
a battle such as had never been, that astonished the sages. At last the Goddess whirled him around and
hurled him down to the earth. He got up and rushed at her once more, his fist raised, to kill her.
Then she pierced his chest with her trident, and he fell dead, shaking the earth with its seas,
islands and mountains.

When he was gone the whole world grew calm and the sky cleared. The rivers flowed in their courses,
gentle winds blew, the sun shone, and the sacred fires burned bright. The gods rejoiced, the heavenly
musicians sang, and the celestial dancers danced.
""", """Markandeya Purana, chapter 90. Devotees take from it that every power in the world is one
Goddess, and that when she stands alone against evil, nothing is left to oppose her."""),
            C("11", "The hymn to Narayani", """
When the great asura lord had been slain, the gods, led by Agni, praised the Goddess, their faces
shining with joy. This is the hymn to Narayani.

Goddess, you who remove the suffering of those who take refuge in you, be gracious, they prayed.
Mother of the whole world, be gracious; protect the universe, for you are its ruler. You are the one
support of the world; you are the power of Vishnu, the seed of the universe, the great illusion. All
knowledge is a part of you, and all women in the world are your forms.

The refrain of the hymn returns again and again: salutation to you, Narayani. They bowed to her as
the auspiciousness of everything auspicious, the giver of every goal, the refuge of all, three-eyed and
fair. They bowed to her in each of the forms in which she had fought: as Brahmani on the swan, Maheshvari
on the bull, Kaumari with the spear, Vaishnavi with conch and discus, Varahi who lifted the earth,
Narasimhi, Aindri with the thunderbolt, Shivaduti and Chamunda. When pleased, they said, you destroy
all sickness; when angry, all desires; those who take refuge in you meet no danger, and become a refuge
for others.

The Goddess, pleased, offered them a boon. The gods asked that she go on destroying all the troubles of
the three worlds, and their enemies.

She promised. In a later age, she said, two other asuras named Shumbha and Nishumbha will be born, and
she herself will be born from the womb of Yashoda, in the house of the cowherd Nanda, and will live in
the Vindhya mountains and destroy them. She foretold other forms: as Raktadantika, whose teeth would be
red with the blood of demons; as Shatakshi, who would look upon the sages with a hundred eyes in a time
of drought, and as Shakambhari, who would feed the world with green plants grown from her own body; as
Durga, slayer of the demon Durgama; as Bhima in the Himalaya; and as Bhramari, in the form of countless
bees. "Whenever trouble arises from the demons," she said, "I will come down and destroy the enemy."
""", """Markandeya Purana, chapter 91. Devotees recite this hymn, above all its verse to Narayani, the
auspiciousness of everything auspicious, and take from it the Goddess's promise to return whenever she
is needed."""),
            C("12", "The fruit of hearing", """
The Goddess herself then spoke of what this story gives to those who keep it.

Whoever praises me with these hymns every day, with a steady mind, she said, I will free from every
trouble. Whoever recites the story of the slaying of Madhu and Kaitabha, of Mahishasura, and of Shumbha
and Nishumbha, and whoever listens to it with devotion on the eighth, the ninth and the fourteenth
days of the lunar fortnight, will suffer no sin and no poverty, and will not be parted from those they
love. They will have no fear of enemies, robbers or kings, of weapons, fire or flood.

This glory of mine, she said, should be recited with devotion and heard with attention, for it is the
best means of welfare. It calms the troubles that come from epidemics and from the disturbances of the
planets, and bad dreams turn into good ones. Where it is regularly recited, I will never leave that
place, and my presence will stay there.

In the great worship held every year in the autumn, whoever hears this account of my glory with
devotion will be freed from all troubles by my grace, and blessed with wealth, grain and children.
Hearing it, one becomes fearless. The one who is caught in a lonely forest, surrounded by a forest fire,
seized by robbers or enemies, pursued by wild beasts, condemned by an angry king, or tossed in a boat on
the open sea, will be saved by remembering this story of mine.

Having spoken, the Goddess vanished while the gods looked on. The gods, their enemies destroyed,
received their shares of the sacrifice again, and the surviving asuras went down to the underworld.

Then Medhas told the king: in this way the Goddess, though eternal, appears again and again to protect
the world. It is she who deludes it and she who brings it forth; when she is prayed to, she grants
knowledge, and when she is pleased, prosperity. She pervades the whole universe, and at the end of time
she is the great destroyer.
""", """Markandeya Purana, chapter 92. Devotees take from it why the Devi Mahatmya is recited during
Navaratri, the great autumn worship of the Goddess, and that remembering her story in danger is itself
a protection."""),
            C("13", "The boons to Suratha and the merchant", """
The sage Medhas ended his account. "I have told you the supreme glory of the Goddess," he said to the
king. "It is by her that you, this merchant and other thinking beings are deluded, and have been, and
will be. Take refuge in her, the supreme ruler. Worshipped, she grants enjoyment, heaven and final
freedom."

King Suratha and the merchant Samadhi bowed to the sage, who had practised such great austerities.
Then, both of them dispirited with the world, they left to seek a vision of the Goddess, and settled
on the sandy bank of a river to practise austerity.

There they made an image of the Goddess out of earth and worshipped it with flowers, incense and
offerings into the fire. They fasted, lived with restraint, and fixed their minds on her alone. For
three years they worshipped her in this way, with their whole hearts.

At the end of three years Chandika, the Goddess who upholds the world, appeared before them, pleased,
and said: "Ask for whatever you desire."

The king asked for his kingdom back in this life, secure, with his enemies' power destroyed, and a
kingdom that would never perish in his next life. The merchant, whose mind had turned away from the
world, asked for the knowledge that removes the attachment expressed by "I" and "mine".

The Goddess granted both. To the king she said: within a few days you will kill your enemies and regain
your kingdom, and it will stay yours. When you die, you will be born again, from the Sun god, as the Manu
called Savarni. To the merchant she said: I give you the knowledge you asked for, which will bring you
to perfection.

Having given these boons, the Goddess vanished, as they praised her with devotion. And so Suratha, born
of the Sun and of Savarna, became the Manu Savarni, lord of an age of the world.
""", """Markandeya Purana, chapter 93. Devotees take from it that the Goddess grants each seeker what
they truly ask for, worldly welfare or freedom from attachment, and that the merchant's wish is the
higher one."""),
        ],
    },
]

# Each episode's title as readers of each language would name it (Sadhana's own renderings of the
# English titles above; names in their customary form per language). build_retellings.py writes them
# into each unit as "titles".
UNIT_TITLES = {
    "1": {
        "hi": "मधु और कैटभ",
        "hi-Latn": "Madhu aur Kaitabh",
        "mr": "मधु आणि कैटभ",
        "gu": "મધુ અને કૈટભ",
        "ta": "மதுவும் கைடபனும்",
        "te": "మధుకైటభులు",
        "kn": "ಮಧು ಮತ್ತು ಕೈಟಭ",
        "ml": "മധുവും കൈടഭനും",
        "bn": "মধু ও কৈটভ",
        "pa": "ਮਧੁ ਅਤੇ ਕੈਟਭ",
        "or": "ମଧୁ ଓ କୈଟଭ",
        "as": "মধু আৰু কৈটভ",
        "ru": "Мадху и Кайтабха",
    },
    "2": {
        "hi": "देवताओं के क्रोध से देवी का प्राकट्य",
        "hi-Latn": "Devtaon ke krodh se Devi ka prakatya",
        "mr": "देवांच्या क्रोधातून देवीचे प्रकटीकरण",
        "gu": "દેવોના ક્રોધમાંથી દેવીનું પ્રાગટ્ય",
        "ta": "தேவர்களின் சினத்தில் தேவி தோன்றுதல்",
        "te": "దేవతల ఆగ్రహం నుంచి దేవి ఆవిర్భావం",
        "kn": "ದೇವತೆಗಳ ಕೋಪದಿಂದ ದೇವಿಯ ಆವಿರ್ಭಾವ",
        "ml": "ദേവന്മാരുടെ കോപത്തിൽ നിന്നു ദേവിയുടെ ആവിർഭാവം",
        "bn": "দেবতাদের ক্রোধ থেকে দেবীর আবির্ভাব",
        "pa": "ਦੇਵਤਿਆਂ ਦੇ ਕ੍ਰੋਧ ਤੋਂ ਦੇਵੀ ਦਾ ਪ੍ਰਗਟ ਹੋਣਾ",
        "or": "ଦେବତାଙ୍କ କ୍ରୋଧରୁ ଦେବୀଙ୍କ ଆବିର୍ଭାବ",
        "as": "দেৱতাসকলৰ ক্ৰোধৰ পৰা দেৱীৰ আবিৰ্ভাৱ",
        "ru": "Богиня рождается из гнева богов",
    },
    "3": {
        "hi": "महिषासुर-वध",
        "hi-Latn": "Mahishasur vadh",
        "mr": "महिषासुरवध",
        "gu": "મહિષાસુર વધ",
        "ta": "மகிஷாசுர வதம்",
        "te": "మహిషాసుర వధ",
        "kn": "ಮಹಿಷಾಸುರ ವಧೆ",
        "ml": "മഹിഷാസുരവധം",
        "bn": "মহিষাসুর বধ",
        "pa": "ਮਹਿਸ਼ਾਸੁਰ ਦਾ ਵਧ",
        "or": "ମହିଷାସୁର ବଧ",
        "as": "মহিষাসুৰ বধ",
        "ru": "Убиение Махишасуры",
    },
    "4": {
        "hi": "देवताओं की स्तुति",
        "hi-Latn": "Devtaon ki stuti",
        "mr": "देवांनी केलेली स्तुती",
        "gu": "દેવોની સ્તુતિ",
        "ta": "தேவர்களின் துதி",
        "te": "దేవతల స్తుతి",
        "kn": "ದೇವತೆಗಳ ಸ್ತುತಿ",
        "ml": "ദേവന്മാരുടെ സ്തുതി",
        "bn": "দেবতাদের স্তব",
        "pa": "ਦੇਵਤਿਆਂ ਦੀ ਉਸਤਤ",
        "or": "ଦେବତାଙ୍କ ସ୍ତୁତି",
        "as": "দেৱতাসকলৰ স্তুতি",
        "ru": "Хвалебный гимн богов",
    },
    "5": {
        "hi": "देवताओं की प्रार्थना और अंबिका का वचन",
        "hi-Latn": "Devtaon ki prarthana aur Ambika ka vachan",
        "mr": "देवांची प्रार्थना आणि अंबिकेचे वचन",
        "gu": "દેવોની પ્રાર્થના અને અંબિકાનું વચન",
        "ta": "தேவர்களின் வேண்டுதலும் அம்பிகையின் வாக்குறுதியும்",
        "te": "దేవతల ప్రార్థన, అంబిక వాగ్దానం",
        "kn": "ದೇವತೆಗಳ ಪ್ರಾರ್ಥನೆ ಮತ್ತು ಅಂಬಿಕೆಯ ವಚನ",
        "ml": "ദേവന്മാരുടെ പ്രാർത്ഥനയും അംബികയുടെ വാഗ്ദാനവും",
        "bn": "দেবতাদের প্রার্থনা ও অম্বিকার প্রতিশ্রুতি",
        "pa": "ਦੇਵਤਿਆਂ ਦੀ ਪ੍ਰਾਰਥਨਾ ਅਤੇ ਅੰਬਿਕਾ ਦਾ ਬਚਨ",
        "or": "ଦେବତାଙ୍କ ପ୍ରାର୍ଥନା ଓ ଅମ୍ବିକାଙ୍କ ପ୍ରତିଶ୍ରୁତି",
        "as": "দেৱতাসকলৰ প্ৰাৰ্থনা আৰু অম্বিকাৰ প্ৰতিশ্ৰুতি",
        "ru": "Молитва богов и обет Амбики",
    },
    "6": {
        "hi": "धूम्रलोचन",
        "hi-Latn": "Dhumralochan",
        "mr": "धूम्रलोचन",
        "gu": "ધૂમ્રલોચન",
        "ta": "தூம்ரலோசனன்",
        "te": "ధూమ్రలోచనుడు",
        "kn": "ಧೂಮ್ರಲೋಚನ",
        "ml": "ധൂമ്രലോചനൻ",
        "bn": "ধূম্রলোচন",
        "pa": "ਧੂਮ੍ਰਲੋਚਨ",
        "or": "ଧୂମ୍ରଲୋଚନ",
        "as": "ধূম্ৰলোচন",
        "ru": "Дхумралочана",
    },
    "7": {
        "hi": "चंड और मुंड",
        "hi-Latn": "Chand aur Mund",
        "mr": "चंड आणि मुंड",
        "gu": "ચંડ અને મુંડ",
        "ta": "சண்டனும் முண்டனும்",
        "te": "చండముండులు",
        "kn": "ಚಂಡ ಮತ್ತು ಮುಂಡ",
        "ml": "ചണ്ഡനും മുണ്ഡനും",
        "bn": "চণ্ড ও মুণ্ড",
        "pa": "ਚੰਡ ਅਤੇ ਮੁੰਡ",
        "or": "ଚଣ୍ଡ ଓ ମୁଣ୍ଡ",
        "as": "চণ্ড আৰু মুণ্ড",
        "ru": "Чанда и Мунда",
    },
    "8": {
        "hi": "रक्तबीज",
        "hi-Latn": "Raktabeej",
        "mr": "रक्तबीज",
        "gu": "રક્તબીજ",
        "ta": "ரக்தபீஜன்",
        "te": "రక్తబీజుడు",
        "kn": "ರಕ್ತಬೀಜ",
        "ml": "രക്തബീജൻ",
        "bn": "রক্তবীজ",
        "pa": "ਰਕਤਬੀਜ",
        "or": "ରକ୍ତବୀଜ",
        "as": "ৰক্তবীজ",
        "ru": "Рактабиджа",
    },
    "9": {
        "hi": "निशुंभ-वध",
        "hi-Latn": "Nishumbh vadh",
        "mr": "निशुंभवध",
        "gu": "નિશુંભ વધ",
        "ta": "நிசும்பன் வதம்",
        "te": "నిశుంభ వధ",
        "kn": "ನಿಶುಂಭ ವಧೆ",
        "ml": "നിശുംഭവധം",
        "bn": "নিশুম্ভ বধ",
        "pa": "ਨਿਸ਼ੁੰਭ ਦਾ ਵਧ",
        "or": "ନିଶୁମ୍ଭ ବଧ",
        "as": "নিশুম্ভ বধ",
        "ru": "Гибель Нишумбхи",
    },
    "10": {
        "hi": "शुंभ-वध",
        "hi-Latn": "Shumbh vadh",
        "mr": "शुंभवध",
        "gu": "શુંભ વધ",
        "ta": "சும்பன் வதம்",
        "te": "శుంభ వధ",
        "kn": "ಶುಂಭ ವಧೆ",
        "ml": "ശുംഭവധം",
        "bn": "শুম্ভ বধ",
        "pa": "ਸ਼ੁੰਭ ਦਾ ਵਧ",
        "or": "ଶୁମ୍ଭ ବଧ",
        "as": "শুম্ভ বধ",
        "ru": "Гибель Шумбхи",
    },
    "11": {
        "hi": "नारायणी स्तुति",
        "hi-Latn": "Narayani stuti",
        "mr": "नारायणी स्तुती",
        "gu": "નારાયણી સ્તુતિ",
        "ta": "நாராயணி துதி",
        "te": "నారాయణీ స్తుతి",
        "kn": "ನಾರಾಯಣೀ ಸ್ತುತಿ",
        "ml": "നാരായണീസ്തുതി",
        "bn": "নারায়ণী স্তুতি",
        "pa": "ਨਾਰਾਇਣੀ ਉਸਤਤ",
        "or": "ନାରାୟଣୀ ସ୍ତୁତି",
        "as": "নাৰায়ণী স্তুতি",
        "ru": "Гимн Нараяни",
    },
    "12": {
        "hi": "श्रवण का फल (फलश्रुति)",
        "hi-Latn": "Shravan ka phal (phalashruti)",
        "mr": "श्रवणाचे फळ (फलश्रुती)",
        "gu": "શ્રવણનું ફળ (ફલશ્રુતિ)",
        "ta": "கேட்பதன் பயன் (பலச்ருதி)",
        "te": "శ్రవణ ఫలం (ఫలశ్రుతి)",
        "kn": "ಶ್ರವಣದ ಫಲ (ಫಲಶ್ರುತಿ)",
        "ml": "ശ്രവണഫലം (ഫലശ്രുതി)",
        "bn": "শ্রবণের ফল (ফলশ্রুতি)",
        "pa": "ਸੁਣਨ ਦਾ ਫਲ",
        "or": "ଶ୍ରବଣର ଫଳ (ଫଳଶ୍ରୁତି)",
        "as": "শ্ৰৱণৰ ফল (ফলশ্ৰুতি)",
        "ru": "Плод слушания",
    },
    "13": {
        "hi": "सुरथ और वैश्य को वरदान",
        "hi-Latn": "Surath aur vyapari ko vardaan",
        "mr": "सुरथ आणि वैश्याला वरदान",
        "gu": "સુરથ અને વૈશ્યને વરદાન",
        "ta": "சுரதனுக்கும் வணிகனுக்கும் அருளிய வரங்கள்",
        "te": "సురథునికి, వైశ్యునికి వరాలు",
        "kn": "ಸುರಥ ಮತ್ತು ವೈಶ್ಯನಿಗೆ ವರಗಳು",
        "ml": "സുരഥനും വൈശ്യനും ലഭിച്ച വരങ്ങൾ",
        "bn": "সুরথ ও বৈশ্যের বরলাভ",
        "pa": "ਸੁਰਥ ਅਤੇ ਵਪਾਰੀ ਨੂੰ ਵਰਦਾਨ",
        "or": "ସୁରଥ ଓ ବୈଶ୍ୟଙ୍କୁ ବରଦାନ",
        "as": "সুৰথ আৰু বৈশ্যক বৰদান",
        "ru": "Дары Сурате и купцу",
    },
}
