"""Soundarya Lahari, verses 1–41 (Ananda Lahari): original keyed by Sadhana, translation and
explanation Sadhana's own. Read by soundarya_lahari.py."""

VERSES = {}

VERSES[1] = (
    """शिवः शक्त्या युक्तो यदि भवति शक्तः प्रभवितुं
न चेदेवं देवो न खलु कुशलः स्पन्दितुमपि ।
अतस्त्वामाराध्यां हरिहरविरिञ्चादिभिरपि
प्रणन्तुं स्तोतुं वा कथमकृतपुण्यः प्रभवति ॥""",
    "Only when Shiva is joined with Shakti is he able to create; otherwise the god cannot even stir. "
    "How then can one who has gathered no merit bow to you or praise you, whom even Vishnu, Shiva and "
    "Brahma worship?",
    "The hymn opens with its foundation: Shiva and Shakti are inseparable, and all divine activity "
    "comes through the Mother. Even to praise her is a grace that comes from merit.",
)

VERSES[2] = (
    """तनीयांसं पांसुं तव चरणपङ्केरुहभवं
विरिञ्चिः सञ्चिन्वन् विरचयति लोकानविकलम् ।
वहत्येनं शौरिः कथमपि सहस्रेण शिरसां
हरः सङ्क्षुद्यैनं भजति भसितोद्धूलनविधिम् ॥""",
    "Gathering the finest speck of dust from your lotus feet, Brahma fashions the worlds without flaw; "
    "Vishnu, as the thousand-headed serpent, carries it with effort on his thousand heads; and Shiva "
    "grinds it to powder and smears it on himself as sacred ash.",
    "Creation, preservation and dissolution are all done with a mere speck of dust from the Mother's "
    "feet. The three great gods are pictured as her servants.",
)

VERSES[3] = (
    """अविद्यानामन्तस्तिमिरमिहिरद्वीपनगरी
जडानां चैतन्यस्तबकमकरन्दस्रुतिझरी ।
दरिद्राणां चिन्तामणिगुणनिका जन्मजलधौ
निमग्नानां दंष्ट्रा मुररिपुवराहस्य भवती ॥""",
    "For the ignorant you are a city of the island of the sun that dispels their inner darkness; for "
    "the dull, a stream of honey flowing from the flower-cluster of awareness; for the poor, a string "
    "of wish-granting gems; and for those sunk in the ocean of births, you are the tusk of Vishnu as "
    "the Boar.",
    "The dust of her feet, or the Mother herself, answers every need: light for ignorance, awareness "
    "for dullness, wealth for poverty, and rescue from the ocean of rebirth, as the Boar lifted the "
    "earth from the waters.",
)

VERSES[4] = (
    """त्वदन्यः पाणिभ्यामभयवरदो दैवतगणः
त्वमेका नैवासि प्रकटितवराभीत्यभिनया ।
भयात्त्रातुं दातुं फलमपि च वाञ्छासमधिकं
शरण्ये लोकानां तव हि चरणावेव निपुणौ ॥""",
    "The other gods show with their hands the gestures of fearlessness and of giving; you alone make no "
    "such show. For, refuge of the worlds, your feet alone are skilled enough to save from fear and to "
    "give more than was desired.",
    "The Mother does not need the hand-gestures of protection and blessing that images of other gods "
    "display. Taking refuge at her feet is itself enough.",
)

VERSES[5] = (
    """हरिस्त्वामाराध्य प्रणतजनसौभाग्यजननीं
पुरा नारी भूत्वा पुररिपुमपि क्षोभमनयत् ।
स्मरोऽपि त्वां नत्वा रतिनयनलेह्येन वपुषा
मुनीनामप्यन्तः प्रभवति हि मोहाय महताम् ॥""",
    "By worshipping you, who give good fortune to all who bow to you, Vishnu once took a woman's form "
    "and stirred even Shiva, the destroyer of the cities; and Kama too, bowing to you, with a body that "
    "Rati's eyes drink in, is able to bewilder the hearts of even great sages.",
    "The charm of Vishnu as Mohini and the power of Kama, the god of love, are said to come from "
    "worship of the Mother; every power of attraction in the world is hers.",
)

VERSES[6] = (
    """धनुः पौष्पं मौर्वी मधुकरमयी पञ्च विशिखाः
वसन्तः सामन्तो मलयमरुदायोधनरथः ।
तथाप्येकः सर्वं हिमगिरिसुते कामपि कृपाम्
अपाङ्गात्ते लब्ध्वा जगदिदमनङ्गो विजयते ॥""",
    "His bow is of flowers, its string a line of bees, his arrows only five; spring is his ally and the "
    "breeze from the Malaya hills his war-chariot. Yet, daughter of the snowy mountain, the bodiless "
    "Kama, alone, having received some grace from the corner of your eye, conquers this whole world.",
    "Kama's weapons are delicate and he has no body, yet a side-glance of the Mother's grace makes him "
    "victorious everywhere. Her grace, not the means, decides the outcome.",
)

VERSES[7] = (
    """क्वणत्काञ्चीदामा करिकलभकुम्भस्तननता
परिक्षीणा मध्ये परिणतशरच्चन्द्रवदना ।
धनुर्बाणान्पाशं सृणिमपि दधाना करतलैः
पुरस्तादास्तां नः पुरमथितुराहोपुरुषिका ॥""",
    "With her girdle of tinkling bells, bent a little by breasts like the temples of a young elephant, "
    "slender at the waist, her face like the full autumn moon, holding in her hands the bow, the arrows, "
    "the noose and the goad: may she, the pride of Shiva, destroyer of the cities, stand before us.",
    "A meditation on the form of the Mother as Lalita Tripurasundari with her four emblems: the "
    "sugarcane bow, the flower arrows, the noose and the goad. The poet asks that she appear before the "
    "devotee.",
)

VERSES[8] = (
    """सुधासिन्धोर्मध्ये सुरविटपिवाटीपरिवृते
मणिद्वीपे नीपोपवनवति चिन्तामणिगृहे ।
शिवाकारे मञ्चे परमशिवपर्यङ्कनिलयां
भजन्ति त्वां धन्याः कतिचन चिदानन्दलहरीम् ॥""",
    "In the midst of the ocean of nectar, on the Isle of Gems ringed by gardens of wish-fulfilling "
    "trees, in a grove of kadamba trees, in a house made of wish-granting jewels, on a couch shaped of "
    "the Shivas, resting on the lap of Paramashiva: there a blessed few worship you, the wave of "
    "consciousness and bliss.",
    "The verse describes the Mother's abode, Manidvipa, in images of jewels and nectar. Few are so "
    "blessed as to worship her there, as pure consciousness and bliss.",
)

VERSES[9] = (
    """महीं मूलाधारे कमपि मणिपूरे हुतवहं
स्थितं स्वाधिष्ठाने हृदि मरुतमाकाशमुपरि ।
मनोऽपि भ्रूमध्ये सकलमपि भित्त्वा कुलपथं
सहस्रारे पद्मे सह रहसि पत्या विहरसे ॥""",
    "Passing through earth in the Muladhara, water in the Manipura, fire in the Svadhishthana, air in "
    "the heart, space above it, and mind between the eyebrows, piercing the whole of the inner path, "
    "you sport in secret with your Lord in the thousand-petalled lotus.",
    "The Mother rises through the centres of the subtle body, each tied to an element, to unite with "
    "Shiva at the crown. The verse describes the inner journey of the soul to union with the divine.",
)

VERSES[10] = (
    """सुधाधारासारैश्चरणयुगलान्तर्विगलितैः
प्रपञ्चं सिञ्चन्ती पुनरपि रसाम्नायमहसः ।
अवाप्य स्वां भूमिं भुजगनिभमध्युष्टवलयं
स्वमात्मानं कृत्वा स्वपिषि कुलकुण्डे कुहरिणि ॥""",
    "Sprinkling the whole world with streams of nectar flowing from between your two feet, you come "
    "back from the radiance of the nectar-moon to your own place, make yourself a serpent of three and "
    "a half coils, and sleep in the hollow of the Kulakunda.",
    "The companion of the previous verse: after union above, the Mother's power returns to rest at the "
    "base of the subtle body, having bathed all the inner channels in nectar.",
)

VERSES[11] = (
    """चतुर्भिः श्रीकण्ठैः शिवयुवतिभिः पञ्चभिरपि
प्रभिन्नाभिः शम्भोर्नवभिरपि मूलप्रकृतिभिः ।
चतुश्चत्वारिंशद्वसुदलकलाश्रत्रिवलय-
त्रिरेखाभिः सार्धं तव शरणकोणाः परिणताः ॥""",
    "With four Shiva triangles and five Shakti triangles, nine root forms standing apart from Shambhu at "
    "the centre, together with the eight-petalled lotus, the sixteen-petalled lotus, the three circles "
    "and the three lines, the corners of your dwelling come to forty-four.",
    "This is a description of the Shri Chakra, the sacred diagram of the Mother's dwelling: nine "
    "interlocking triangles around the central point, two lotuses, three circles and an outer square.",
)

VERSES[12] = (
    """त्वदीयं सौन्दर्यं तुहिनगिरिकन्ये तुलयितुं
कवीन्द्राः कल्पन्ते कथमपि विरिञ्चिप्रभृतयः ।
यदालोकौत्सुक्यादमरललना यान्ति मनसा
तपोभिर्दुष्प्रापामपि गिरिशसायुज्यपदवीम् ॥""",
    "To find something to match your beauty, daughter of the snowy mountain, the best of poets, Brahma "
    "and the rest, strive as best they can; and the women of heaven, longing to see it, reach in their "
    "minds that union with Shiva which is hard to win even by austerity.",
    "Her beauty has no equal that even the creator could find. Longing for it alone lifts the mind to "
    "the state of oneness with Shiva.",
)

VERSES[13] = (
    """नरं वर्षीयांसं नयनविरसं नर्मसु जडं
तवापाङ्गालोके पतितमनुधावन्ति शतशः ।
गलद्वेणीबन्धाः कुचकलशविस्रस्तसिचया
हठात्त्रुट्यत्काञ्च्यो विगलितदुकूला युवतयः ॥""",
    "A man who is very old, unlovely to look at and dull in play, once your side-glance has fallen on "
    "him, is pursued by young women in hundreds, their braids coming loose, their upper garments "
    "slipping, their girdles snapping in their haste, their silk garments falling.",
    "A poetic way of saying that the Mother's glance transforms a person wholly: even one the world "
    "disregards becomes irresistible by her grace.",
)

VERSES[14] = (
    """क्षितौ षट्पञ्चाशद्द्विसमधिकपञ्चाशदुदके
हुताशे द्वाषष्टिश्चतुरधिकपञ्चाशदनिले ।
दिवि द्विःषट्त्रिंशन्मनसि च चतुःषष्टिरिति ये
मयूखास्तेषामप्युपरि तव पादाम्बुजयुगम् ॥""",
    "Fifty-six rays in earth, fifty-two in water, sixty-two in fire, fifty-four in air, twice "
    "thirty-six in space and sixty-four in mind: above even all these rays stand your two lotus feet.",
    "The rays counted here, three hundred and sixty in all, are traditionally tied to the elements of "
    "the six inner centres and to the days of the year. The Mother's feet are beyond all of them, beyond "
    "time and the elements.",
)

VERSES[15] = (
    """शरज्ज्योत्स्नाशुद्धां शशियुतजटाजूटमकुटां
वरत्रासत्राणस्फटिकघुटिकापुस्तककराम् ।
सकृन्न त्वां नत्वा कथमिव सतां सन्निदधते
मधुक्षीरद्राक्षामधुरिमधुरीणाः फणितयः ॥""",
    "You are pure as autumn moonlight, crowned with matted hair that holds the moon, your hands showing "
    "the gestures of granting boons and of protection and holding a crystal rosary and a book: how could "
    "words sweeter than honey, milk and grapes fail to come to the good who have bowed to you even once?",
    "The Mother meditated on in a white form like Sarasvati grants eloquence. Bowing to her once is "
    "enough to make one's speech sweet.",
)

VERSES[16] = (
    """कवीन्द्राणां चेतःकमलवनबालातपरुचिं
भजन्ते ये सन्तः कतिचिदरुणामेव भवतीम् ।
विरिञ्चिप्रेयस्यास्तरुणतरशृङ्गारलहरी-
गभीराभिर्वाग्भिर्विदधति सतां रञ्जनममी ॥""",
    "The few good people who worship you as Aruna, the red one, bright as the early sun that opens the "
    "lotus forest of great poets' minds, delight the learned with words deep as the fresh waves of love "
    "of Sarasvati, Brahma's beloved.",
    "Meditated on in her red, dawn-like form, the Mother awakens the poet's heart as the morning sun "
    "opens the lotus; those who worship her speak with depth and beauty.",
)

VERSES[17] = (
    """सवित्रीभिर्वाचां शशिमणिशिलाभङ्गरुचिभिः
वशिन्याद्याभिस्त्वां सह जननि सञ्चिन्तयति यः ।
स कर्ता काव्यानां भवति महतां भङ्गिरुचिभिः
वचोभिर्वाग्देवीवदनकमलामोदमधुरैः ॥""",
    "Whoever meditates on you, Mother, together with Vashini and the other goddesses who give birth to "
    "speech, shining like freshly broken moonstone, becomes the author of great poems, in words graceful "
    "as those of the masters and sweet with the fragrance of the lotus face of the goddess of speech.",
    "Vashini and her companions are the powers of speech that attend the Mother. The verse praises the "
    "poetic gift that comes from contemplating her with them.",
)

VERSES[18] = (
    """तनुच्छायाभिस्ते तरुणतरणिश्रीसरणिभिः
दिवं सर्वामुर्वीमरुणिमनिमग्नां स्मरति यः ।
भवन्त्यस्य त्रस्यद्वनहरिणशालीननयनाः
सहोर्वश्या वश्याः कति कति न गीर्वाणगणिकाः ॥""",
    "Whoever remembers the whole of heaven and earth as drowned in the red glow of your body, whose "
    "light follows the path of the young rising sun, how many of the nymphs of heaven, Urvashi among "
    "them, with eyes shy as those of a startled forest deer, do not come under his charm?",
    "Picturing the whole universe bathed in the Mother's rosy light brings a radiant charm that even "
    "heavenly beings feel.",
)

VERSES[19] = (
    """मुखं बिन्दुं कृत्वा कुचयुगमधस्तस्य तदधो
हरार्धं ध्यायेद्यो हरमहिषि ते मन्मथकलाम् ।
स सद्यः सङ्क्षोभं नयति वनिता इत्यतिलघु
त्रिलोकीमप्याशु भ्रमयति रवीन्दुस्तनयुगाम् ॥""",
    "O queen of Shiva, whoever meditates on your form called the digit of love, taking the face as the "
    "point, the two breasts below it, and below them the half of Hara, quickly stirs the hearts of "
    "women; that is a small thing, for he swiftly sways even the three worlds, whose breasts are the sun "
    "and the moon.",
    "A verse of meditation on the Mother as Kamakala, the power of love, pictured as a point and the "
    "forms beneath it. Its plain sense is that the whole universe is moved by the love that is her "
    "power.",
)

VERSES[20] = (
    """किरन्तीमङ्गेभ्यः किरणनिकुरम्बामृतरसं
हृदि त्वामाधत्ते हिमकरशिलामूर्तिमिव यः ।
स सर्पाणां दर्पं शमयति शकुन्ताधिप इव
ज्वरप्लुष्टान्दृष्ट्या सुखयति सुधाधारसिरया ॥""",
    "Whoever holds you in his heart like an image carved of moonstone, pouring from your limbs the "
    "nectar of clustered rays, humbles the pride of serpents like Garuda, king of birds, and with a "
    "glance like a vein running with nectar, soothes those burning with fever.",
    "The Mother pictured as cool moonlight is the healer. Meditation on her cool, nectar-pouring form is "
    "praised as an antidote to poison and fever.",
)

VERSES[21] = (
    """तटिल्लेखातन्वीं तपनशशिवैश्वानरमयीं
निषण्णां षण्णामप्युपरि कमलानां तव कलाम् ।
महापद्माटव्यां मृदितमलमायेन मनसा
महान्तः पश्यन्तो दधति परमाह्लादलहरीम् ॥""",
    "Your subtle form, slender as a streak of lightning, made of sun, moon and fire, seated above even "
    "the six lotuses in the great forest of lotuses: the great, seeing it with minds from which impurity "
    "and illusion have been crushed, hold within them a wave of supreme joy.",
    "Those whose minds are purified behold the Mother above the six inner centres, at the thousand-"
    "petalled lotus, and are filled with the highest bliss.",
)

VERSES[22] = (
    """भवानि त्वं दासे मयि वितर दृष्टिं सकरुणाम्
इति स्तोतुं वाञ्छन्कथयति भवानि त्वमिति यः ।
तदैव त्वं तस्मै दिशसि निजसायुज्यपदवीं
मुकुन्दब्रह्मेन्द्रस्फुटमकुटनीराजितपदाम् ॥""",
    "If someone, wishing to pray, \"Bhavani, cast your compassionate glance on me, your servant\", has "
    "only said \"Bhavani, you…\", at that very moment you grant him the state of oneness with you, where "
    "your feet are lit as in worship by the shining crowns of Vishnu, Brahma and Indra.",
    "\"Bhavani tvam\" can also mean \"may I become you\". The Mother's grace is so quick that she grants "
    "union with herself before the prayer is even finished.",
)

VERSES[23] = (
    """त्वया हृत्वा वामं वपुरपरितृप्तेन मनसा
शरीरार्धं शम्भोरपरमपि शङ्के हृतमभूत् ।
यदेतत्त्वद्रूपं सकलमरुणाभं त्रिनयनं
कुचाभ्यामानम्रं कुटिलशशिचूडालमकुटम् ॥""",
    "Having taken the left half of Shambhu's body and still not satisfied, you must, I suspect, have "
    "taken the other half too; for this form of yours is wholly rosy, three-eyed, bowed a little by "
    "your breasts, and wears the crescent moon on its crown.",
    "A playful thought on the half-Shiva, half-Shakti form: since the form the poet sees is entirely "
    "the Mother's, with Shiva's third eye and moon, she must have taken all of him.",
)

VERSES[24] = (
    """जगत्सूते धाता हरिरवति रुद्रः क्षपयते
तिरस्कुर्वन्नेतत्स्वमपि वपुरीशस्तिरयति ।
सदापूर्वः सर्वं तदिदमनुगृह्णाति च शिवः
तवाज्ञामालम्ब्य क्षणचलितयोर्भ्रूलतिकयोः ॥""",
    "Brahma brings forth the world, Vishnu protects it, Rudra destroys it; Isha, withdrawing all this, "
    "withdraws his own form as well; and Sadashiva blesses all of it again. Each does so on the command "
    "given by a moment's movement of your creeper-like eyebrows.",
    "The five cosmic acts, creation, preservation, dissolution, concealment and grace, are carried out "
    "by five deities, each acting only at a flicker of the Mother's brow.",
)

VERSES[25] = (
    """त्रयाणां देवानां त्रिगुणजनितानां तव शिवे
भवेत्पूजा पूजा तव चरणयोर्या विरचिता ।
तथा हि त्वत्पादोद्वहनमणिपीठस्य निकटे
स्थिता ह्येते शश्वन्मुकुलितकरोत्तंसमकुटाः ॥""",
    "O Shiva's consort, the worship offered at your feet is worship of the three gods born of your three "
    "qualities; for they stand always beside the jewelled footstool that bears your feet, their folded "
    "hands raised like ornaments above their crowns.",
    "Worship of the Mother includes worship of Brahma, Vishnu and Shiva, who are born of her three "
    "gunas and who stand in reverence at her footstool.",
)

VERSES[26] = (
    """विरिञ्चिः पञ्चत्वं व्रजति हरिराप्नोति विरतिं
विनाशं कीनाशो भजति धनदो याति निधनम् ।
वितन्द्री माहेन्द्री विततिरपि सम्मीलितदृशा
महासंहारेऽस्मिन्विहरति सति त्वत्पतिरसौ ॥""",
    "Brahma returns to the five elements, Vishnu comes to rest, Yama himself meets destruction, Kubera "
    "goes to his end, and Indra's unsleeping hosts close their eyes; in this great dissolution, O Sati, "
    "only this husband of yours plays on.",
    "At the end of the cosmic cycle all the gods pass away, but Shiva remains, because he is joined to "
    "the Mother, whose power outlasts the dissolution.",
)

VERSES[27] = (
    """जपो जल्पः शिल्पं सकलमपि मुद्राविरचना
गतिः प्रादक्षिण्यक्रमणमशनाद्याहुतिविधिः ।
प्रणामः संवेशः सुखमखिलमात्मार्पणदृशा
सपर्यापर्यायस्तव भवतु यन्मे विलसितम् ॥""",
    "With the vision of giving my whole self to you, may my chatter be prayer, every work of my hands a "
    "sacred gesture, my walking a circling round you, my eating and the rest offerings into the fire, "
    "my lying down a prostration, and all my pleasures: may all that I do be a form of your worship.",
    "One of the best-loved verses of the hymn: the devotee offers every ordinary act of life as worship "
    "of the Mother, so that all of life becomes devotion.",
)

VERSES[28] = (
    """सुधामप्यास्वाद्य प्रतिभयजरामृत्युहरिणीं
विपद्यन्ते विश्वे विधिशतमखाद्या दिविषदः ।
करालं यत्क्ष्वेलं कबलितवतः कालकलना
न शम्भोस्तन्मूलं तव जननि ताटङ्कमहिमा ॥""",
    "Even after tasting the nectar that takes away dreaded old age and death, all the dwellers of "
    "heaven, Brahma, Indra and the rest, perish; yet time has no measure for Shambhu, who swallowed the "
    "terrible poison. The reason, Mother, is the power of your earrings.",
    "Earrings are a sign of a wife whose husband lives. The poet says Shiva survived the world-poison "
    "not by nectar but by the Mother's protecting grace.",
)

VERSES[29] = (
    """किरीटं वैरिञ्चं परिहर पुरः कैटभभिदः
कठोरे कोटीरे स्खलसि जहि जम्भारिमकुटम् ।
प्रणम्रेष्वेतेषु प्रसभमुपयातस्य भवनं
भवस्याभ्युत्थाने तव परिजनोक्तिर्विजयते ॥""",
    "\"Mind Brahma's crown in front of you! You will trip on the hard crest of Vishnu, slayer of "
    "Kaitabha! Step clear of Indra's diadem!\" Glory to these words of your attendants, when you rise "
    "in haste to greet Shiva arriving at your home while these gods lie bowed before you.",
    "A tender scene: the gods lie prostrate before the Mother, and when Shiva comes she rises so eagerly "
    "that her attendants must warn her not to stumble over their crowns.",
)

VERSES[30] = (
    """स्वदेहोद्भूताभिर्घृणिभिरणिमाद्याभिरभितो
निषेव्ये नित्ये त्वामहमिति सदा भावयति यः ।
किमाश्चर्यं तस्य त्रिनयनसमृद्धिं तृणयतो
महासंवर्ताग्निर्विरचयति नीराजनविधिम् ॥""",
    "O eternal one, attended all round by the rays born of your own body, the powers beginning with "
    "Anima: for one who always meditates on you as \"I am she\", who counts even the glory of "
    "three-eyed Shiva as straw, what wonder if the fire of the great dissolution waves lights before "
    "him in worship?",
    "The verse praises meditation on oneness with the Mother. For such a devotee even the fire that ends "
    "the world becomes only a lamp of worship.",
)

VERSES[31] = (
    """चतुःषष्ट्या तन्त्रैः सकलमतिसन्धाय भुवनं
स्थितस्तत्तत्सिद्धिप्रसवपरतन्त्रैः पशुपतिः ।
पुनस्त्वन्निर्बन्धादखिलपुरुषार्थैकघटना-
स्वतन्त्रं ते तन्त्रं क्षितितलमवातीतरदिदम् ॥""",
    "Pashupati had occupied the whole world with the sixty-four Tantras, each bent on yielding its own "
    "particular powers, and rested content; then, at your insistence, he brought down to the earth this "
    "Tantra of yours, which stands by itself and brings all the aims of human life together.",
    "The teaching of the Mother is praised above partial paths that seek particular powers, because it "
    "leads to all the goals of life, including liberation.",
)

VERSES[32] = (
    """शिवः शक्तिः कामः क्षितिरथ रविः शीतकिरणः
स्मरो हंसः शक्रस्तदनु च परामारहरयः ।
अमी हृल्लेखाभिस्तिसृभिरवसानेषु घटिता
भजन्ते वर्णास्ते तव जननि नामावयवताम् ॥""",
    "Shiva, Shakti, Kama and Earth; then Sun, Moon, Smara, Hamsa and Indra; and after them Para, Mara "
    "and Hari: these letters, each group joined at its end with the three syllables of the heart, "
    "become, Mother, the parts of your name.",
    "The words stand for letters, and the verse is traditionally understood as describing the "
    "fifteen-syllabled Shri Vidya mantra, the Mother's name, in three parts.",
)

VERSES[33] = (
    """स्मरं योनिं लक्ष्मीं त्रितयमिदमादौ तव मनोः
निधायैके नित्ये निरवधिमहाभोगरसिकाः ।
भजन्ति त्वां चिन्तामणिगुणनिबद्धाक्षवलयाः
शिवाग्नौ जुह्वन्तः सुरभिघृतधाराहुतिशतैः ॥""",
    "O eternal one, some who delight in the boundless great joy place these three, Smara, Yoni and "
    "Lakshmi, at the beginning of your mantra, and worship you wearing rosaries strung with "
    "wish-granting gems, offering into the fire of Shiva hundreds of oblations of streams of fragrant "
    "ghee.",
    "The verse continues the description of the Mother's mantra, with three seed-syllables placed "
    "before it, and pictures its worshippers offering to her in the sacred fire.",
)

VERSES[34] = (
    """शरीरं त्वं शम्भोः शशिमिहिरवक्षोरुहयुगं
तवात्मानं मन्ये भगवति नवात्मानमनघम् ।
अतः शेषः शेषीत्ययमुभयसाधारणतया
स्थितः सम्बन्धो वां समरसपरानन्दपरयोः ॥""",
    "You are the body of Shambhu, with sun and moon for your breasts; and I take your self, Bhagavati, "
    "to be the stainless ninefold Shiva. So the relation of the one who serves and the one who is "
    "served is shared equally by you both, who are one in supreme bliss and the supreme.",
    "Shiva and Shakti are each the body and the self of the other. Neither is merely principal or "
    "subordinate; they are equal and one.",
)

VERSES[35] = (
    """मनस्त्वं व्योम त्वं मरुदसि मरुत्सारथिरसि
त्वमापस्त्वं भूमिस्त्वयि परिणतायां न हि परम् ।
त्वमेव स्वात्मानं परिणमयितुं विश्ववपुषा
चिदानन्दाकारं शिवयुवति भावेन बिभृषे ॥""",
    "You are mind, you are space, you are air, you are fire, the charioteer of the wind; you are water, "
    "you are earth; when you have become all this, nothing else remains. It is you who, to turn your "
    "own self into the body of the universe, take on the form of consciousness and bliss as Shiva's "
    "beloved.",
    "The Mother is every element and the mind itself; the universe is her own self transformed, and "
    "nothing exists apart from her.",
)

VERSES[36] = (
    """तवाज्ञाचक्रस्थं तपनशशिकोटिद्युतिधरं
परं शम्भुं वन्दे परिमिलितपार्श्वं परचिता ।
यमाराध्यन्भक्त्या रविशशिशुचीनामविषये
निरालोकेऽलोके निवसति हि भालोकभुवने ॥""",
    "I bow to the supreme Shambhu who dwells in your Ajna centre, bright as millions of suns and moons, "
    "his side joined with the supreme consciousness; whoever worships him with devotion lives in the "
    "world of light, beyond the reach of sun, moon and fire, needing no light and no world to see.",
    "Verses 36 to 41 honour Shiva and Shakti in each of the six inner centres. Here, between the "
    "eyebrows, they are pure light beyond sun, moon and fire.",
)

VERSES[37] = (
    """विशुद्धौ ते शुद्धस्फटिकविशदं व्योमजनकं
शिवं सेवे देवीमपि शिवसमानव्यवसिताम् ।
ययोः कान्त्या यान्त्याः शशिकिरणसारूप्यसरणेः
विधूतान्तर्ध्वान्ता विलसति चकोरीव जगती ॥""",
    "In your Vishuddha centre I serve Shiva, clear as pure crystal, the source of space, and the "
    "Goddess too, whose resolve is the same as Shiva's; by their radiance, which is like moonlight, the "
    "world, its inner darkness shaken off, rejoices like the chakori bird.",
    "At the throat centre, the centre of space, Shiva and Shakti shine like moonlight; the world, freed "
    "of inner darkness, rejoices like the bird said to live on moonbeams.",
)

VERSES[38] = (
    """समुन्मीलत्संवित्कमलमकरन्दैकरसिकं
भजे हंसद्वन्द्वं किमपि महतां मानसचरम् ।
यदालापादष्टादशगुणितविद्यापरिणतिः
यदादत्ते दोषाद्गुणमखिलमद्भ्यः पय इव ॥""",
    "I worship the wondrous pair of swans who delight only in the honey of the opening lotus of "
    "knowledge and glide on the lake of the minds of the great; from whose talk the eighteen branches "
    "of learning have grown, and who take all the good out of what is faulty, as a swan takes milk out "
    "of water.",
    "In the heart centre Shiva and Shakti are pictured as two swans. All learning comes from their "
    "conversation, and like the swan of legend they separate good from bad.",
)

VERSES[39] = (
    """तव स्वाधिष्ठाने हुतवहमधिष्ठाय निरतं
तमीडे संवर्तं जननि महतीं तां च समयाम् ।
यदालोके लोकान्दहति महति क्रोधकलिते
दयार्द्रा या दृष्टिः शिशिरमुपचारं रचयति ॥""",
    "Mother, I praise that Samvarta, the fire of dissolution, who lives always in the fire of your "
    "Svadhishthana, and the great Samaya too; when his fierce, wrathful gaze burns the worlds, her "
    "glance, moist with compassion, brings them cool relief.",
    "In the centre of fire, Shiva's gaze destroys while the Mother's compassionate glance cools and "
    "heals; destruction and mercy work together.",
)

VERSES[40] = (
    """तटित्त्वन्तं शक्त्या तिमिरपरिपन्थिस्फुरणया
स्फुरन्नानारत्नाभरणपरिणद्धेन्द्रधनुषम् ।
तव श्यामं मेघं कमपि मणिपूरैकशरणं
निषेवे वर्षन्तं हरमिहिरतप्तं त्रिभुवनम् ॥""",
    "I serve the wondrous dark cloud whose one home is your Manipura: lit by lightning, which is Shakti "
    "flashing against the darkness, decked with a rainbow from her many shining jewels, and raining on "
    "the three worlds scorched by the sun that is Shiva's fire.",
    "In the centre of water, Shiva is a rain-cloud and Shakti its lightning; their rain revives a world "
    "burnt by the fire of dissolution.",
)

VERSES[41] = (
    """तवाधारे मूले सह समयया लास्यपरया
नवात्मानं मन्ये नवरसमहाताण्डवनटम् ।
उभाभ्यामेताभ्यामुदयविधिमुद्दिश्य दयया
सनाथाभ्यां जज्ञे जनकजननीमज्जगदिदम् ॥""",
    "In your Muladhara, the root, I meditate on the ninefold Shiva, dancer of the great Tandava full of "
    "the nine feelings, together with Samaya, absorbed in her gentle Lasya dance; through these two, "
    "joined in compassion to bring the world to birth again, this world has come to have a father and a "
    "mother.",
    "The first part of the hymn ends at the root centre with the dance of Shiva and Shakti. Through "
    "their union in compassion the world is born again and has parents.",
)
