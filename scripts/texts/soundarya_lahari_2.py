"""Soundarya Lahari, verses 42–100: original keyed by Sadhana, translation and explanation
Sadhana's own. Read by soundarya_lahari.py."""

VERSES = {}

VERSES[42] = (
    """गतैर्माणिक्यत्वं गगनमणिभिः सान्द्रघटितं
किरीटं ते हैमं हिमगिरिसुते कीर्तयति यः ।
स नीडेयच्छायाच्छुरणशबलं चन्द्रशकलं
धनुः शौनासीरं किमिति न निबध्नाति धिषणाम् ॥""",
    "Daughter of the snowy mountain, whoever praises your golden crown, thickly set with the suns of "
    "the sky that have become its rubies, how could he not imagine that the crescent moon on it, "
    "dappled by the glow of the gems around it, is Indra's rainbow?",
    "The second part of the hymn describes the Mother's form from the crown down to the feet. It begins "
    "with her crown, set with suns for jewels, and the moon glowing in their colours like a rainbow.",
)

VERSES[43] = (
    """धुनोतु ध्वान्तं नस्तुलितदलितेन्दीवरवनं
घनस्निग्धश्लक्ष्णं चिकुरनिकुरुम्बं तव शिवे ।
यदीयं सौरभ्यं सहजमुपलब्धुं सुमनसो
वसन्त्यस्मिन्मन्ये वलमथनवाटीविटपिनाम् ॥""",
    "May your mass of hair, O Shiva's beloved, thick, glossy and soft, like a forest of opening blue "
    "lotuses, drive away our darkness. I think the flowers of the trees in Indra's garden live in it in "
    "order to gain its natural fragrance.",
    "The flowers in her hair do not lend it fragrance; they are there to take on its own. The poet asks "
    "that her dark hair take away the darkness of ignorance.",
)

VERSES[44] = (
    """तनोतु क्षेमं नस्तव वदनसौन्दर्यलहरी-
परीवाहस्रोतःसरणिरिव सीमन्तसरणिः ।
वहन्ती सिन्दूरं प्रबलकबरीभारतिमिर-
द्विषां बृन्दैर्बन्दीकृतमिव नवीनार्ककिरणम् ॥""",
    "May the parting of your hair bring us welfare: it is like the channel through which the overflow "
    "of the flood of your face's beauty runs, and the vermilion it bears is like a ray of the newly "
    "risen sun held captive by the hosts of enemies, the darkness of your heavy braids.",
    "The red line of sindur in the parting of her hair is pictured as a ray of dawn caught between the "
    "dark masses of her hair; the verse gives the whole hymn its name, the wave of beauty.",
)

VERSES[45] = (
    """अरालैः स्वाभाव्यादलिकलभसश्रीभिरलकैः
परीतं ते वक्त्रं परिहसति पङ्केरुहरुचिम् ।
दरस्मेरे यस्मिन्दशनरुचिकिञ्जल्करुचिरे
सुगन्धौ माद्यन्ति स्मरदहनचक्षुर्मधुलिहः ॥""",
    "Your face, ringed by curls naturally wavy and lovely as young bees, laughs at the beauty of the "
    "lotus; in it, gently smiling, lovely with the filaments that are the gleam of your teeth, and "
    "fragrant, the bees that are the eyes of Shiva, burner of Kama, drink and grow drunk.",
    "Her face is a lotus, her curls its bees and her teeth its filaments; even Shiva's eyes are drawn "
    "to it as bees to a flower.",
)

VERSES[46] = (
    """ललाटं लावण्यद्युतिविमलमाभाति तव यत्
द्वितीयं तन्मन्ये मकुटघटितं चन्द्रशकलम् ।
विपर्यासन्यासादुभयमपि सम्भूय च मिथः
सुधालेपस्यूतिः परिणमति राकाहिमकरः ॥""",
    "Your forehead, shining pure with the light of loveliness, I take to be a second crescent moon set "
    "in your crown; placed the other way up and joined with the first, the two together become the "
    "full moon, sealed with a coat of nectar.",
    "A poet's fancy: the curve of her forehead and the crescent on her crown together make a full moon.",
)

VERSES[47] = (
    """भ्रुवौ भुग्ने किञ्चिद्भुवनभयभङ्गव्यसनिनि
त्वदीये नेत्राभ्यां मधुकररुचिभ्यां धृतगुणम् ।
धनुर्मन्ये सव्येतरकरगृहीतं रतिपतेः
प्रकोष्ठे मुष्टौ च स्थगयति निगूढान्तरमुमे ॥""",
    "Uma, you who delight in breaking the fear of the worlds, your slightly bent eyebrows, strung by "
    "your eyes dark as bees, I take to be the bow of Kama, Rati's lord, held in his left hand, with its "
    "middle hidden by his forearm and fist.",
    "Her eyebrows form Kama's bow, her eyes its string of bees, and the bridge of her nose the hand that "
    "hides its middle; her beauty serves her purpose of removing the world's fear.",
)

VERSES[48] = (
    """अहः सूते सव्यं तव नयनमर्कात्मकतया
त्रियामां वामं ते सृजति रजनीनायकतया ।
तृतीया ते दृष्टिर्दरदलितहेमाम्बुजरुचिः
समाधत्ते सन्ध्यां दिवसनिशयोरन्तरचरीम् ॥""",
    "Your right eye, being the sun, gives birth to the day; your left eye, being the moon, lord of the "
    "night, creates the night; and your third eye, lovely as a half-opened golden lotus, brings about "
    "the twilight that moves between day and night.",
    "Her three eyes are the sun, the moon and fire, and so the sources of day, night and twilight: time "
    "itself comes from her glance.",
)

VERSES[49] = (
    """विशाला कल्याणी स्फुटरुचिरयोध्या कुवलयैः
कृपाधाराधारा किमपि मधुराभोगवतिका ।
अवन्ती दृष्टिस्ते बहुनगरविस्तारविजया
ध्रुवं तत्तन्नामव्यवहरणयोग्या विजयते ॥""",
    "Your glance is wide, auspicious, clear and bright, not to be rivalled by blue lotuses, the support "
    "of streams of mercy, beyond words sweet, deep and long, and protecting; it triumphs over the "
    "splendour of many cities, and surely deserves to be called by each of their names.",
    "A play on words: the adjectives for her glance are also names of sacred cities, Vishala, Kalyani, "
    "Ayodhya, Dhara, Mathura, Bhogavati, Avanti and Vijaya, so her glance holds the holiness of them "
    "all.",
)

VERSES[50] = (
    """कवीनां सन्दर्भस्तबकमकरन्दैकरसिकं
कटाक्षव्याक्षेपभ्रमरकलभौ कर्णयुगलम् ।
अमुञ्चन्तौ दृष्ट्वा तव नवरसास्वादतरलौ
असूयासंसर्गादलिकनयनं किञ्चिदरुणम् ॥""",
    "Seeing the two young bees of your sidelong glances, eager to taste the nine flavours of poetry, "
    "never leaving your two ears, which delight only in the honey of the flower-clusters of poets' "
    "compositions, your forehead eye has turned a little red, as if touched by envy.",
    "Her long eyes reach her ears, which love to hear poetry; her third eye, left out of the enjoyment, "
    "is playfully said to be red with envy.",
)

VERSES[51] = (
    """शिवे शृङ्गारार्द्रा तदितरजने कुत्सनपरा
सरोषा गङ्गायां गिरिशचरिते विस्मयवती ।
हराहिभ्यो भीता सरसिरुहसौभाग्यजननी
सखीषु स्मेरा ते मयि जननि दृष्टिः सकरुणा ॥""",
    "Your glance, Mother, is tender with love towards Shiva, scornful towards others, angry towards "
    "Ganga, full of wonder at the deeds of Girisha, afraid of the serpents on Hara, giving the lotus its "
    "beauty, smiling on your friends, and full of compassion towards me.",
    "Her glance shows all the nine feelings of poetry, from love and wonder to fear and laughter; for "
    "the devotee it holds compassion.",
)

VERSES[52] = (
    """गते कर्णाभ्यर्णं गरुत इव पक्ष्माणि दधती
पुरां भेत्तुश्चित्तप्रशमरसविद्रावणफले ।
इमे नेत्रे गोत्राधरपतिकुलोत्तंसकलिके
तवाकर्णाकृष्टस्मरशरविलासं कलयतः ॥""",
    "O bud that crowns the line of the king of mountains, these eyes of yours, reaching to your ears, "
    "bearing lashes like the feathers of an arrow, their fruit the melting of the calm of Shiva, "
    "destroyer of the cities, show the grace of Kama's arrows drawn back to the ear.",
    "Her long-lashed eyes are Kama's feathered arrows, drawn to the ear, and they alone can stir the "
    "deep calm of Shiva.",
)

VERSES[53] = (
    """विभक्तत्रैवर्ण्यं व्यतिकरितलीलाञ्जनतया
विभाति त्वन्नेत्रत्रितयमिदमीशानदयिते ।
पुनः स्रष्टुं देवान्द्रुहिणहरिरुद्रानुपरतान्
रजः सत्त्वं बिभ्रत्तम इति गुणानां त्रयमिव ॥""",
    "Beloved of Ishana, your three eyes, touched with playful collyrium, shine with three distinct "
    "colours, as if holding the three qualities, rajas, sattva and tamas, in order to create again "
    "Brahma, Vishnu and Rudra, who had come to rest.",
    "The red, white and dark in her eyes are the three gunas; through them she brings the three gods "
    "back into being after the dissolution.",
)

VERSES[54] = (
    """पवित्रीकर्तुं नः पशुपतिपराधीनहृदये
दयामित्रैर्नेत्रैररुणधवलश्यामरुचिभिः ।
नदः शोणो गङ्गा तपनतनयेति ध्रुवममुं
त्रयाणां तीर्थानामुपनयसि सम्भेदमनघम् ॥""",
    "You whose heart belongs to Pashupati, surely it is to purify us that with your eyes, friends of "
    "compassion, red, white and dark, you bring us this sinless meeting of three holy rivers, the "
    "Shona, the Ganga and the Yamuna, daughter of the sun.",
    "The three colours of her eyes are three sacred rivers; to be seen by her is like bathing where "
    "holy rivers meet.",
)

VERSES[55] = (
    """निमेषोन्मेषाभ्यां प्रलयमुदयं याति जगती
तवेत्याहुः सन्तो धरणिधरराजन्यतनये ।
त्वदुन्मेषाज्जातं जगदिदमशेषं प्रलयतः
परित्रातुं शङ्के परिहृतनिमेषास्तव दृशः ॥""",
    "Daughter of the king of mountains, the wise say that the world dissolves and arises as you close "
    "and open your eyes. I think your eyes have given up blinking in order to save from dissolution this "
    "whole world that was born when they opened.",
    "Gods are said never to blink; the poet explains that she keeps her eyes open so that the world she "
    "has created will not end.",
)

VERSES[56] = (
    """तवापर्णे कर्णेजपनयनपैशुन्यचकिता
निलीयन्ते तोये नियतमनिमेषाः शफरिकाः ।
इयं च श्रीर्बद्धच्छदपुटकवाटं कुवलयं
जहाति प्रत्यूषे निशि च विघटय्य प्रविशति ॥""",
    "Aparna, the little fish, afraid that your eyes, whispering into your ears, will tell tales of them, "
    "hide in the water without blinking; and Lakshmi, the goddess of beauty, leaves the blue lotus at "
    "dawn when its petals close like doors, and at night opens them and enters again.",
    "Fish and blue lotuses, the usual likenesses of lovely eyes, are pictured as outdone by hers: the "
    "fish hide, and beauty lives in the lotus only while her eyes are closed in sleep.",
)

VERSES[57] = (
    """दृशा द्राघीयस्या दरदलितनीलोत्पलरुचा
दवीयांसं दीनं स्नपय कृपया मामपि शिवे ।
अनेनायं धन्यो भवति न च ते हानिरियता
वने वा हर्म्ये वा समकरनिपातो हिमकरः ॥""",
    "O Shiva's beloved, with your long glance, lovely as a half-opened blue lotus, bathe in your mercy "
    "even me, poor and far away. By this I shall be blessed, and you lose nothing by it: the moon pours "
    "its rays alike on the forest and on the palace.",
    "A simple prayer for grace: the Mother's mercy, like moonlight, falls on all alike and costs her "
    "nothing.",
)

VERSES[58] = (
    """अरालं ते पालीयुगलमगराजन्यतनये
न केषामाधत्ते कुसुमशरकोदण्डकुतुकम् ।
तिरश्चीनो यत्र श्रवणपथमुल्लङ्घ्य विलसन्
अपाङ्गव्यासङ्गो दिशति शरसन्धानधिषणाम् ॥""",
    "Daughter of the king of mountains, in whom does the curved pair of your temples not raise the "
    "thought of the bow of the flower-arrowed god? For there your sidelong glance, shining as it crosses "
    "the path to your ear, gives the impression of an arrow being set to the string.",
    "Her curved temples are Kama's bow and her sidelong glance the arrow fitted to it.",
)

VERSES[59] = (
    """स्फुरद्गण्डाभोगप्रतिफलितताटङ्कयुगलं
चतुश्चक्रं मन्ये तव मुखमिदं मन्मथरथम् ।
यमारुह्य द्रुह्यत्यवनिरथमर्केन्दुचरणं
महावीरो मारः प्रमथपतये सज्जितवते ॥""",
    "Your face, with your two earrings reflected in your shining cheeks, I take to be Kama's chariot "
    "with four wheels; mounted on it, Mara, the great warrior, challenges the lord of the Pramathas, "
    "who stood ready on the earth for a chariot with the sun and moon for wheels.",
    "When Shiva went to destroy the three cities, the earth was his chariot and the sun and moon its "
    "wheels; Kama, the poet says, rides against him in a finer chariot, the Mother's face.",
)

VERSES[60] = (
    """सरस्वत्याः सूक्तीरमृतलहरीकौशलहरीः
पिबन्त्याः शर्वाणि श्रवणचुलुकाभ्यामविरलम् ।
चमत्कारश्लाघाचलितशिरसः कुण्डलगणो
झणत्कारैस्तारैः प्रतिवचनमाचष्ट इव ते ॥""",
    "Sharvani, as you drink without pause, with the cups of your ears, the sayings of Sarasvati that "
    "outdo the waves of nectar, and shake your head in delighted praise, the cluster of your earrings, "
    "with its high tinkling, seems to give the answer for you.",
    "The Mother listens with delight to Sarasvati, goddess of speech; the jingling of her earrings as "
    "she nods seems to reply.",
)

VERSES[61] = (
    """असौ नासावंशस्तुहिनगिरिवंशध्वजपटि
त्वदीयो नेदीयः फलतु फलमस्माकमुचितम् ।
वहत्यन्तर्मुक्ताः शिशिरकरनिश्वासगलितं
समृद्ध्या यत्तासां बहिरपि च मुक्तामणिधरः ॥""",
    "Banner of the line of the snowy mountain, may this bamboo-like bridge of your nose soon yield us "
    "the fruit we need. It holds pearls within, and because they are so many, it bears a pearl outside "
    "as well, breathed out by the cool, moon-side nostril.",
    "Bamboo was believed to hold pearls; the pearl on her nose-ring is imagined as one of them, pushed "
    "out by her breath. The verse asks for the fruit of her grace.",
)

VERSES[62] = (
    """प्रकृत्यारक्तायास्तव सुदति दन्तच्छदरुचेः
प्रवक्ष्ये सादृश्यं जनयतु फलं विद्रुमलता ।
न बिम्बं तद्बिम्बप्रतिफलनरागादरुणितं
तुलामध्यारोढुं कथमिव विलज्जेत कलया ॥""",
    "You of lovely teeth, to name a likeness for the natural red of your lips, I must wait until the "
    "coral creeper bears fruit. The bimba fruit will not do: it was reddened only by reflecting your "
    "lips, so how could it not be ashamed to be weighed against them even in part?",
    "No likeness can match her lips: the red fruit poets compare with lips took its colour from hers.",
)

VERSES[63] = (
    """स्मितज्योत्स्नाजालं तव वदनचन्द्रस्य पिबतां
चकोराणामासीदतिरसतया चञ्चुजडिमा ।
अतस्ते शीतांशोरमृतलहरीमम्लरुचयः
पिबन्ति स्वच्छन्दं निशि निशि भृशं काञ्जिकधिया ॥""",
    "The chakora birds, drinking the moonlight of the smile from your moon-like face, found their beaks "
    "numbed by its sweetness; so, longing for something sour, they drink freely every night the nectar "
    "flowing from the moon, taking it for rice-gruel.",
    "The chakora is said to live on moonlight; after tasting her smile, the real moon tastes to it like "
    "plain sour gruel.",
)

VERSES[64] = (
    """अविश्रान्तं पत्युर्गुणगणकथाम्रेडनजपा
जपापुष्पच्छाया तव जननि जिह्वा जयति सा ।
यदग्रासीनायाः स्फटिकदृषदच्छच्छविमयी
सरस्वत्या मूर्तिः परिणमति माणिक्यवपुषा ॥""",
    "Glory to your tongue, Mother, red as the hibiscus, ceaselessly repeating like a prayer the tale of "
    "your Lord's virtues; on its tip sits Sarasvati, and her form, clear as crystal, turns the colour "
    "of a ruby.",
    "Her tongue is always praising Shiva; Sarasvati, the white goddess of speech who dwells on it, "
    "takes on its red glow.",
)

VERSES[65] = (
    """रणे जित्वा दैत्यानपहृतशिरस्त्रैः कवचिभिः
निवृत्तैश्चण्डांशत्रिपुरहरनिर्माल्यविमुखैः ।
विशाखेन्द्रोपेन्द्रैः शशिविशदकर्पूरशकला
विलीयन्ते मातस्तव वदनताम्बूलकबलाः ॥""",
    "Mother, having conquered the demons in battle, Skanda, Indra and Vishnu return with their helmets "
    "off but their armour still on, and turning from Shiva's offerings, which are Chanda's share, they "
    "take the betel you have chewed, with its bits of camphor white as the moon, and it melts away as "
    "they eat it.",
    "The victorious gods come to the Mother for her prasada, the betel from her mouth, preferring it to "
    "any other blessing.",
)

VERSES[66] = (
    """विपञ्च्या गायन्ती विविधमपदानं पशुपतेः
त्वयारब्धे वक्तुं चलितशिरसा साधुवचने ।
तदीयैर्माधुर्यैरपलपिततन्त्रीकलरवां
निजां वीणां वाणी निचुलयति चोलेन निभृतम् ॥""",
    "When Sarasvati, singing to her vina the many great deeds of Pashupati, hears you begin to say "
    "\"well done\" with a nod of your head, she quietly puts her vina away in its cover, its soft notes "
    "put to shame by the sweetness of your voice.",
    "Even the goddess of music feels her vina outdone by the sweetness of the Mother's voice.",
)

VERSES[67] = (
    """कराग्रेण स्पृष्टं तुहिनगिरिणा वत्सलतया
गिरीशेनोदस्तं मुहुरधरपानाकुलतया ।
करग्राह्यं शम्भोर्मुखमुकुरवृन्तं गिरिसुते
कथङ्कारं ब्रूमस्तव चिबुकमौपम्यरहितम् ॥""",
    "Daughter of the mountain, how shall we describe your chin, which has no equal: touched with his "
    "fingertips in fatherly love by Himavan, lifted again and again by Girisha eager to kiss your lips, "
    "the handle of the mirror of your face, fit for Shambhu's hand?",
    "Her chin is loved by her father and her husband alike; the poet finds nothing to compare it with.",
)

VERSES[68] = (
    """भुजाश्लेषान्नित्यं पुरदमयितुः कण्टकवती
तव ग्रीवा धत्ते मुखकमलनालश्रियमियम् ।
स्वतः श्वेता कालागुरुबहुलजम्बालमलिना
मृणालीलालित्यं वहति यदधो हारलतिका ॥""",
    "Your neck, always thrilling at the embrace of the arms of Shiva, tamer of the cities, has the "
    "beauty of the stalk of the lotus of your face; and the string of pearls below it, white by nature "
    "but darkened by the dark aloe paste like mud, has the grace of a lotus fibre.",
    "Her neck is the stalk of the lotus that is her face, and her pearl necklace its fibre.",
)

VERSES[69] = (
    """गले रेखास्तिस्रो गतिगमकगीतैकनिपुणे
विवाहव्यानद्धप्रगुणगुणसङ्ख्याप्रतिभुवः ।
विराजन्ते नानाविधमधुररागाकरभुवां
त्रयाणां ग्रामाणां स्थितिनियमसीमान इव ते ॥""",
    "You who are matchless in the movements, graces and songs of music, the three lines on your neck, "
    "which recall the count of the strong threads tied at your wedding, shine like the boundaries that "
    "fix the three scales, the sources of the many sweet melodies.",
    "The three lines on her neck, a sign of beauty, are linked to the auspicious wedding threads and to "
    "the three scales of music, which she has mastered.",
)

VERSES[70] = (
    """मृणालीमृद्वीनां तव भुजलतानां चतसृणां
चतुर्भिः सौन्दर्यं सरसिजभवः स्तौति वदनैः ।
नखेभ्यः सन्त्रस्यन्प्रथममथनादन्धकरिपोः
चतुर्णां शीर्षाणां सममभयहस्तार्पणधिया ॥""",
    "Brahma, born of the lotus, praises with his four mouths the beauty of your four creeper-like arms, "
    "soft as lotus fibres; for he fears the nails of Shiva, the enemy of Andhaka, who once cut off his "
    "fifth head, and hopes you will lay a hand of protection on all four heads at once.",
    "Brahma praises her with all four mouths, hoping her four arms will protect his four heads.",
)

VERSES[71] = (
    """नखानामुद्द्योतैर्नवनलिनरागं विहसतां
कराणां ते कान्तिं कथय कथयामः कथमुमे ।
कयाचिद्वा साम्यं भजतु कलया हन्त कमलं
यदि क्रीडल्लक्ष्मीचरणतललाक्षारसचणम् ॥""",
    "Tell us, Uma, how are we to describe the beauty of your hands, which with the shine of their nails "
    "laugh at the colour of fresh lotuses? The lotus might come near them in some small part, perhaps, "
    "if it were reddened by the lac on the soles of Lakshmi as she plays on it.",
    "Even the lotus, the usual image for hands, could only begin to match hers if Lakshmi's red-painted "
    "feet had coloured it.",
)

VERSES[72] = (
    """समं देवि स्कन्दद्विपवदनपीतं स्तनयुगं
तवेदं नः खेदं हरतु सततं प्रस्नुतमुखम् ।
यदालोक्याशङ्काकुलितहृदयो हासजनकः
स्वकुम्भौ हेरम्बः परिमृशति हस्तेन झडिति ॥""",
    "Goddess, may your breasts, at which Skanda and elephant-faced Ganesha nursed together, always "
    "flowing with milk, take away our sorrow; seeing them, Heramba, his heart troubled by a doubt, feels "
    "with his hand for the two domes on his own head, and makes everyone laugh.",
    "A scene of the Mother with her children: the child Ganesha, seeing her, checks in alarm that his "
    "own elephant head is still in place. Her motherly love is asked to remove our sorrow.",
)

VERSES[73] = (
    """अमू ते वक्षोजावमृतरसमाणिक्यकुतुपौ
न सन्देहस्पन्दो नगपतिपताके मनसि नः ।
पिबन्तौ तौ यस्मादविदितवधूसङ्गरसिकौ
कुमारावद्यापि द्विरदवदनक्रौञ्चदलनौ ॥""",
    "Banner of the king of mountains, we have no shadow of doubt that your breasts are ruby flasks of "
    "nectar; for having drunk from them, your two sons, the elephant-faced one and the piercer of Mount "
    "Krauncha, remain boys even now, who have never known the love of a wife.",
    "The Mother's milk is the nectar that keeps Ganesha and Skanda forever young and pure.",
)

VERSES[74] = (
    """वहत्यम्ब स्तम्बेरमदनुजकुम्भप्रकृतिभिः
समारब्धां मुक्तामणिभिरमलां हारलतिकाम् ।
कुचाभोगो बिम्बाधररुचिभिरन्तः शबलितां
प्रतापव्यामिश्रां पुरदमयितुः कीर्तिमिव ते ॥""",
    "Mother, your breast wears a spotless necklace of pearls that came from the temples of the "
    "elephant-demon, tinged within by the red glow of your lips; it is like the white fame of Shiva, "
    "tamer of the cities, mixed with the red of his valour.",
    "Her pearl necklace, touched with red, is pictured as Shiva's fame and courage together.",
)

VERSES[75] = (
    """तव स्तन्यं मन्ये धरणिधरकन्ये हृदयतः
पयःपारावारः परिवहति सारस्वतमिव ।
दयावत्या दत्तं द्रविडशिशुरास्वाद्य तव यत्
कवीनां प्रौढानामजनि कमनीयः कवयिता ॥""",
    "Daughter of the mountain, I think your milk is an ocean of the essence of poetry flowing from your "
    "heart; for tasting it, given by you in your compassion, the child from the Dravida land became a "
    "poet whose verse delights among the great poets.",
    "The tradition reads the Dravida child as the saint-poet Tirujnana Sambandar, who sang after being "
    "fed by the Mother; her milk is the source of inspired poetry.",
)

VERSES[76] = (
    """हरक्रोधज्वालावलिभिरवलीढेन वपुषा
गभीरे ते नाभीसरसि कृतसङ्गो मनसिजः ।
समुत्तस्थौ तस्मादचलतनये धूमलतिका
जनस्तां जानीते तव जननि रोमावलिरिति ॥""",
    "Daughter of the mountain, Kama, his body licked by the flames of Hara's anger, plunged into the "
    "deep lake of your navel; from it rose a thin wreath of smoke, which people know, Mother, as the fine "
    "line of hair above it.",
    "When Shiva burned Kama with his third eye, Kama is imagined taking refuge in the Mother; the rising "
    "smoke becomes a line of beauty on her body.",
)

VERSES[77] = (
    """यदेतत्कालिन्दीतनुतरतरङ्गाकृति शिवे
कृशे मध्ये किञ्चिज्जननि तव यद्भाति सुधियाम् ।
विमर्दादन्योन्यं कुचकलशयोरन्तरगतं
तनूभूतं व्योम प्रविशदिव नाभिं कुहरिणीम् ॥""",
    "Mother, this line on your slender waist, shaped like a fine ripple of the Yamuna, looks to the wise "
    "like the sky between your breasts, pressed thin by their closeness, entering the hollow of your "
    "navel.",
    "Another fancy on the line of hair at her waist, seen as the narrow strip of sky squeezed down into "
    "her navel.",
)

VERSES[78] = (
    """स्थिरो गङ्गावर्तः स्तनमुकुलरोमावलिलता-
कलावालं कुण्डं कुसुमशरतेजोहुतभुजः ।
रतेर्लीलागारं किमपि तव नाभिर्गिरिसुते
बिलद्वारं सिद्धेर्गिरिशनयनानां विजयते ॥""",
    "Daughter of the mountain, glory to your navel: a steady whirlpool of the Ganga, the basin at the "
    "root of the creeper of fine hair that bears your breasts as buds, the fire-pit for the flame of "
    "the flower-arrowed god, the pleasure-house of Rati, and the cave-door through which Shiva's eyes "
    "find their fulfilment.",
    "The poet heaps image on image to praise the beauty of the Mother's form, which even Shiva beholds "
    "with delight.",
)

VERSES[79] = (
    """निसर्गक्षीणस्य स्तनतटभरेण क्लमजुषो
नमन्मूर्तेर्नारीतिलक शनकैस्त्रुट्यत इव ।
चिरं ते मध्यस्य त्रुटिततटिनीतीरतरुणा
समावस्थास्थेम्नो भवतु कुशलं शैलतनये ॥""",
    "Jewel among women, daughter of the mountain, may it always go well with your waist, slender by "
    "nature, wearied by the weight of your breasts, bending and as if slowly breaking, steady only as a "
    "tree on a crumbling river bank.",
    "A tender, playful blessing on the Mother's slender waist.",
)

VERSES[80] = (
    """कुचौ सद्यःस्विद्यत्तटघटितकूर्पासभिदुरौ
कषन्तौ दोर्मूले कनककलशाभौ कलयता ।
तव त्रातुं भङ्गादलमिति वलग्नं तनुभुवा
त्रिधा नद्धं देवि त्रिवलि लवलीवल्लिभिरिव ॥""",
    "Goddess, seeing your breasts, like golden pots, bursting the bodice that clings to their moist "
    "sides and pressing against your arms, Kama, to save your waist from breaking, seems to have bound "
    "it three times round with lavali creepers: these are your three folds.",
    "The three folds at her waist are imagined as bands Kama tied to hold it safe.",
)

VERSES[81] = (
    """गुरुत्वं विस्तारं क्षितिधरपतिः पार्वति निजात्
नितम्बादाच्छिद्य त्वयि हरणरूपेण निदधे ।
अतस्ते विस्तीर्णो गुरुरयमशेषां वसुमतीं
नितम्बप्राग्भारः स्थगयति लघुत्वं नयति च ॥""",
    "Parvati, the king of mountains took heaviness and breadth from his own slopes and gave them to you "
    "as a dowry; so your broad and heavy hips cover the whole earth and make it seem light.",
    "Himavan's dowry to his daughter was the breadth and weight of the mountains, and her greatness "
    "surpasses the earth itself.",
)

VERSES[82] = (
    """करीन्द्राणां शुण्डान्कनककदलीकाण्डपटलीम्
उभाभ्यामूरुभ्यामुभयमपि निर्जित्य भवती ।
सुवृत्ताभ्यां पत्युः प्रणतिकठिनाभ्यां गिरिसुते
विधिज्ञे जानुभ्यां विबुधकरिकुम्भद्वयमसि ॥""",
    "Daughter of the mountain, knower of the sacred rule, with your two thighs you have surpassed both "
    "the trunks of great elephants and the stems of golden plantains; and with your knees, round and "
    "hardened by bowing to your Lord, you surpass the two temples of the gods' elephant.",
    "Her knees are hardened from bowing to Shiva: even in praising her beauty the hymn recalls her "
    "devotion.",
)

VERSES[83] = (
    """पराजेतुं रुद्रं द्विगुणशरगर्भौ गिरिसुते
निषङ्गौ जङ्घे ते विषमविशिखो बाढमकृत ।
यदग्रे दृश्यन्ते दश शरफलाः पादयुगली-
नखाग्रच्छद्मानः सुरमकुटशाणैकनिशिताः ॥""",
    "Daughter of the mountain, to defeat Rudra, Kama, god of the odd number of arrows, has surely made "
    "your shins into two quivers holding twice his usual arrows; for at their ends are seen ten "
    "arrowheads disguised as your toenails, sharpened on the whetstones of the gods' crowns.",
    "Her ten toenails are Kama's arrowheads, polished by the crowns of the gods who bow at her feet.",
)

VERSES[84] = (
    """श्रुतीनां मूर्धानो दधति तव यौ शेखरतया
ममाप्येतौ मातः शिरसि दयया धेहि चरणौ ।
ययोः पाद्यं पाथः पशुपतिजटाजूटतटिनी
ययोर्लाक्षालक्ष्मीररुणहरिचूडामणिरुचिः ॥""",
    "Mother, those feet of yours which the heads of the Vedas wear as their crown, place them in your "
    "mercy on my head too: the feet whose water of welcome is the river in Pashupati's matted hair, and "
    "whose red lac is the glow of the crest-jewel of Vishnu.",
    "The Upanishads, the crown of the Vedas, bear her feet; the devotee asks for the same blessing, her "
    "feet on his head.",
)

VERSES[85] = (
    """नमोवाकं ब्रूमो नयनरमणीयाय पदयोः
तवास्मै द्वन्द्वाय स्फुटरुचिरसालक्तकवते ।
असूयत्यत्यन्तं यदभिहननाय स्पृहयते
पशूनामीशानः प्रमदवनकङ्केलितरवे ॥""",
    "We offer our salutation to your two feet, lovely to the eyes and bright with the red of lac; the "
    "lord of creatures is deeply jealous of the ashoka tree in the pleasure garden, which longs to be "
    "touched by them.",
    "The ashoka tree was said to blossom at the touch of a lovely woman's foot; even Shiva envies it. "
    "The devotee simply bows to her feet.",
)

VERSES[86] = (
    """मृषा कृत्वा गोत्रस्खलनमथ वैलक्ष्यनमितं
ललाटे भर्तारं चरणकमले ताडयति ते ।
चिरादन्तःशल्यं दहनकृतमुन्मूलितवता
तुलाकोटिक्वाणैः किलिकिलितमीशानरिपुणा ॥""",
    "When, after jestingly calling you by another's name, your husband bowed his head in embarrassment "
    "and your lotus foot struck his forehead, Kama, Ishana's enemy, as if pulling out at last the thorn "
    "long lodged in him since he was burned, cried out in triumph with the jingling of your anklets.",
    "A playful scene of a lovers' quarrel: Kama, once burned by Shiva's forehead eye, rejoices when the "
    "Mother's foot touches that very forehead.",
)

VERSES[87] = (
    """हिमानीहन्तव्यं हिमगिरिनिवासैकचतुरौ
निशायां निद्राणं निशि चरमभागे च विशदौ ।
वरं लक्ष्मीपात्रं श्रियमतिसृजन्तौ समयिनां
सरोजं त्वत्पादौ जननि जयतश्चित्रमिह किम् ॥""",
    "Mother, what wonder is it that your feet surpass the lotus? The lotus is killed by frost; your feet "
    "are at home on the snowy mountain. It sleeps at night; they are bright by night and at the end of "
    "night. It holds Lakshmi; they pour out wealth on your devotees.",
    "The lotus, the usual image for feet, is outdone in every way: her feet thrive in snow, never close, "
    "and give prosperity to those who worship her.",
)

VERSES[88] = (
    """पदं ते कीर्तीनां प्रपदमपदं देवि विपदां
कथं नीतं सद्भिः कठिनकमठीकर्परतुलाम् ।
कथं वा बाहुभ्यामुपयमनकाले पुरभिदा
यदादाय न्यस्तं दृषदि दयमानेन मनसा ॥""",
    "Goddess, the forepart of your foot, home of all glories and no home for misfortune: how could poets "
    "compare it with the hard shell of a tortoise? And how could Shiva, destroyer of the cities, at your "
    "wedding, take it in his hands and place it on the stone, with a heart full of pity?",
    "At a Hindu wedding the bride's foot is placed on a stone; the poet wonders how Shiva could bring "
    "himself to set so tender a foot on it.",
)

VERSES[89] = (
    """नखैर्नाकस्त्रीणां करकमलसङ्कोचशशिभिः
तरूणां दिव्यानां हसत इव ते चण्डि चरणौ ।
फलानि स्वःस्थेभ्यः किसलयकराग्रेण ददतां
दरिद्रेभ्यो भद्रां श्रियमनिशमह्नाय ददतौ ॥""",
    "Chandi, with their nails, moons that make the lotus hands of heavenly women close in salute, your "
    "feet seem to laugh at the trees of heaven: those give fruit with the tips of their leafy hands only "
    "to those who live in heaven, while your feet give fair fortune to the poor, day and night, without "
    "delay.",
    "The wish-fulfilling trees of heaven serve only the gods; the Mother's feet bless the poor on earth.",
)

VERSES[90] = (
    """ददाने दीनेभ्यः श्रियमनिशमाशानुसदृशीम्
अमन्दं सौन्दर्यप्रकरमकरन्दं विकिरति ।
तवास्मिन्मन्दारस्तबकसुभगे यातु चरणे
निमज्जन्मज्जीवः करणचरणः षट्चरणताम् ॥""",
    "May my soul, its six senses its feet, become a six-footed bee and dive into your foot, lovely as a "
    "cluster of mandara flowers, which always gives the poor wealth as great as their hopes and "
    "scatters in abundance the honey of its beauty.",
    "The devotee asks that his whole being, mind and senses, sink into the Mother's feet like a bee into "
    "a flower.",
)

VERSES[91] = (
    """पदन्यासक्रीडापरिचयमिवारब्धुमनसः
स्खलन्तस्ते खेलं भवनकलहंसा न जहति ।
अतस्तेषां शिक्षां सुभगमणिमञ्जीररणित-
च्छलादाचक्षाणं चरणकमलं चारुचरिते ॥""",
    "You of lovely ways, the swans of your palace, as if wishing to learn the art of your graceful "
    "steps, do not leave your side, though they stumble; and so your lotus foot, under the pretext of "
    "the jingling of your beautiful jewelled anklets, seems to be giving them lessons.",
    "Even swans, famed for their gait, try to learn the Mother's way of walking.",
)

VERSES[92] = (
    """गतास्ते मञ्चत्वं द्रुहिणहरिरुद्रेश्वरभृतः
शिवः स्वच्छच्छायाघटितकपटप्रच्छदपटः ।
त्वदीयानां भासां प्रतिफलनरागारुणतया
शरीरी शृङ्गारो रस इव दृशां दोग्धि कुतुकम् ॥""",
    "Brahma, Vishnu, Rudra and Ishvara, your attendants, have become the legs of your couch, and Shiva, "
    "in the guise of its clear white coverlet, is made rosy by the reflection of your radiance, and "
    "delights the eye like the feeling of love itself in bodily form.",
    "Four gods form the Mother's couch and Shiva its covering, reddened by her glow; all the gods serve "
    "her.",
)

VERSES[93] = (
    """अराला केशेषु प्रकृतिसरला मन्दहसिते
शिरीषाभा चित्ते दृषदुपलशोभा कुचतटे ।
भृशं तन्वी मध्ये पृथुरुरसिजारोहविषये
जगत्त्रातुं शम्भोर्जयति करुणा काचिदरुणा ॥""",
    "Curly in her hair, naturally simple in her gentle smile, soft as the shirisha flower in her heart, "
    "firm as stone at her breast, very slender at the waist, ample at breast and hips: glory to the "
    "compassion of Shambhu, a wondrous red form, Aruna, come to save the world.",
    "The Mother is Shiva's compassion given form, gentle and strong at once, and red like the dawn; she "
    "has come to save the world.",
)

VERSES[94] = (
    """कलङ्कः कस्तूरी रजनिकरबिम्बं जलमयं
कलाभिः कर्पूरैर्मरकतकरण्डं निबिडितम् ।
अतस्त्वद्भोगेन प्रतिदिनमिदं रिक्तकुहरं
विधिर्भूयो भूयो निबिडयति नूनं तव कृते ॥""",
    "The dark mark on the moon is musk, the moon's disc is a emerald casket filled with water, and its "
    "digits are camphor; as you use it each day it is emptied, and surely Brahma fills it again and again "
    "for you.",
    "The waxing and waning of the moon is explained as the Mother's casket of perfume being used up and "
    "refilled each month.",
)

VERSES[95] = (
    """पुरारातेरन्तःपुरमसि ततस्त्वच्चरणयोः
सपर्यामर्यादा तरलकरणानामसुलभा ।
तथा ह्येते नीताः शतमखमुखाः सिद्धिमतुलां
तव द्वारोपान्तस्थितिभिरणिमाद्याभिरमराः ॥""",
    "You are the queen of the inner palace of Shiva, the enemy of the cities; so the honour of worshipping "
    "your feet is not easily won by those whose senses are restless. That is why Indra and the other "
    "gods are brought to their unequalled powers only by Anima and the other powers who stand near your "
    "door.",
    "The gods gain only the outer powers that wait at her door; close worship of her feet needs a steady, "
    "inward mind.",
)

VERSES[96] = (
    """कलत्रं वैधात्रं कति कति भजन्ते न कवयः
श्रियो देव्याः को वा न भवति पतिः कैरपि धनैः ।
महादेवं हित्वा तव सति सतीनामचरमे
कुचाभ्यामासङ्गः कुरवकतरोरप्यसुलभः ॥""",
    "How many poets do not win Brahma's consort, learning? Who does not become, with a little wealth, a "
    "lord of the goddess of fortune? But you, faithful one, first among faithful wives, are close to none "
    "but Mahadeva; your embrace is not granted even to the kuravaka tree.",
    "Sarasvati and Lakshmi, as learning and wealth, come to many; the Mother belongs to Shiva alone. The "
    "kuravaka tree was said to blossom at a woman's embrace.",
)

VERSES[97] = (
    """गिरामाहुर्देवीं द्रुहिणगृहिणीमागमविदो
हरेः पत्नीं पद्मां हरसहचरीमद्रितनयाम् ।
तुरीया कापि त्वं दुरधिगमनिःसीममहिमा
महामाया विश्वं भ्रमयसि परब्रह्ममहिषि ॥""",
    "Those who know the scriptures call you the goddess of speech, wife of Brahma; Padma, consort of "
    "Hari; and the mountain's daughter, companion of Hara. But you are a fourth, beyond them, of "
    "boundless greatness hard to grasp: queen of the supreme Brahman, as the great Maya you set the "
    "universe turning.",
    "Sarasvati, Lakshmi and Parvati are her forms, but the Mother herself is beyond them all, the power "
    "of the Absolute that moves the world.",
)

VERSES[98] = (
    """कदा काले मातः कथय कलितालक्तकरसं
पिबेयं विद्यार्थी तव चरणनिर्णेजनजलम् ।
प्रकृत्या मूकानामपि च कविताकारणतया
कदा धत्ते वाणीमुखकमलताम्बूलरसताम् ॥""",
    "Tell me, Mother, when shall I, a seeker of knowledge, drink the water that has washed your feet, "
    "reddened by their lac; water which, since it makes poets even of those born mute, becomes like the "
    "betel juice from the lotus mouth of Vani, goddess of speech?",
    "The devotee longs to drink the water that has washed the Mother's feet, which can give knowledge "
    "and eloquence even to the mute.",
)

VERSES[99] = (
    """सरस्वत्या लक्ष्म्या विधिहरिसपत्नो विहरते
रतेः पातिव्रत्यं शिथिलयति रम्येण वपुषा ।
चिरं जीवन्नेव क्षपितपशुपाशव्यतिकरः
परानन्दाभिख्यं रसयति रसं त्वद्भजनवान् ॥""",
    "One who worships you lives with Sarasvati and Lakshmi, a rival of Brahma and Vishnu; with his "
    "handsome form he shakes even Rati's faithfulness; and living long, the bonds that tie the soul "
    "broken, he tastes the joy called the supreme bliss.",
    "The fruits of worshipping the Mother: learning, wealth, beauty and long life, and above all freedom "
    "from bondage and the taste of supreme bliss.",
)

VERSES[100] = (
    """प्रदीपज्वालाभिर्दिवसकरनीराजनविधिः
सुधासूतेश्चन्द्रोपलजललवैरर्घ्यरचना ।
स्वकीयैरम्भोभिः सलिलनिधिसौहित्यकरणं
त्वदीयाभिर्वाग्भिस्तव जननि वाचां स्तुतिरियम् ॥""",
    "Mother, source of all speech, this hymn to you, made of words that are yours, is like waving lamps "
    "before the sun, offering water to the moon with drops from the moonstone, or pleasing the ocean "
    "with its own waters.",
    "The hymn closes in humility: every word of praise already belongs to the Mother, as the light "
    "offered to the sun is the sun's own.",
)
