#!/usr/bin/env python3
"""Write Sri Rudram (Namakam and Chamakam) into Sources/Scripture/Texts/sri-rudram/.

The original is the Krishna Yajurveda, Taittiriya Samhita 4.5.1–11 (Namakam) and 4.7.1–11 (Chamakam),
keyed by Sadhana in plain Devanagari without the svara (accent) marks of the chanting tradition, and
checked word for word against independent copies with scripts/texts/verify_hymns.py (the copies are
test oracles, never shipped). Translations and explanations are Sadhana's own.

Usage: sri_rudram.py   (no arguments; rewrites meta.json, 01.json, 02.json)
"""
import json
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts/sri-rudram"

# ---------------------------------------------------------------------------------------------
# Namakam, Taittiriya Samhita 4.5

NAMAKAM = {}

NAMAKAM[1] = (
    """नमस्ते रुद्र मन्यव उतो त इषवे नमः । नमस्ते अस्तु धन्वने बाहुभ्यामुत ते नमः ॥
या त इषुः शिवतमा शिवं बभूव ते धनुः । शिवा शरव्या या तव तया नो रुद्र मृडय ॥
या ते रुद्र शिवा तनूरघोरापापकाशिनी । तया नस्तनुवा शन्तमया गिरिशन्ताभि चाकशीहि ॥
यामिषुं गिरिशन्त हस्ते बिभर्ष्यस्तवे । शिवां गिरित्र तां कुरु मा हिंसीः पुरुषं जगत् ॥
शिवेन वचसा त्वा गिरिशाच्छा वदामसि । यथा नः सर्वमिज्जगदयक्ष्मं सुमना असत् ॥
अध्यवोचदधिवक्ता प्रथमो दैव्यो भिषक् । अहींश्च सर्वाञ्जम्भयन्त्सर्वाश्च यातुधान्यः ॥
असौ यस्ताम्रो अरुण उत बभ्रुः सुमङ्गलः । ये चेमां रुद्रा अभितो दिक्षु श्रिताः सहस्रशोऽवैषां हेड ईमहे ॥
असौ योऽवसर्पति नीलग्रीवो विलोहितः । उतैनं गोपा अदृशन्नदृशन्नुदहार्यः । उतैनं विश्वा भूतानि स दृष्टो मृडयाति नः ॥
नमो अस्तु नीलग्रीवाय सहस्राक्षाय मीढुषे । अथो ये अस्य सत्वानोऽहं तेभ्योऽकरं नमः ॥
प्र मुञ्च धन्वनस्त्वमुभयोरार्त्नियोर्ज्याम् । याश्च ते हस्त इषवः परा ता भगवो वप ॥
अवतत्य धनुस्त्वं सहस्राक्ष शतेषुधे । निशीर्य शल्यानां मुखा शिवो नः सुमना भव ॥
विज्यं धनुः कपर्दिनो विशल्यो बाणवां उत । अनेशन्नस्येषव आभुरस्य निषङ्गथिः ॥
या ते हेतिर्मीढुष्टम हस्ते बभूव ते धनुः । तयास्मान्विश्वतस्त्वमयक्षमया परि ब्भुज ॥
नमस्ते अस्त्वायुधायानातताय धृष्णवे । उभाभ्यामुत ते नमो बाहुभ्यां तव धन्वने ॥
परि ते धन्वनो हेतिरस्मान्वृणक्तु विश्वतः । अथो य इषुधिस्तवारे अस्मन्नि धेहि तम् ॥""",
    "Salutation to your anger, O Rudra, and to your arrow; salutation to your bow and to your two arms. "
    "The arrow of yours that is most kindly, the bow of yours that has become kindly, your kindly quiver: "
    "with these be gracious to us, O Rudra. That kindly body of yours, O Rudra, not fearsome and showing "
    "no evil, that most healing body: with it look upon us, you who dwell on the mountain. The arrow you "
    "hold in your hand to shoot, O mountain-dweller, make it kindly, protector of the mountain; do not "
    "harm the people or the moving world. With kindly words we call out to you, Girisha, so that all our "
    "world may be free of sickness and of good heart. He has spoken for us, the advocate, the first "
    "divine physician: crush all the serpents and drive away all the sorceresses. He who is copper-red "
    "and ruddy and brown, the auspicious one, and the Rudras who stand around him by thousands in every "
    "quarter: we pray that their anger be turned away. He who moves down towards us, blue-throated and "
    "red, whom the cowherds have seen and the women who carry water have seen, and all beings have seen: "
    "may he, being seen, be gracious to us. Salutation to the blue-throated, thousand-eyed one who pours "
    "out blessings; and to those who are his warriors I offer my salutation. Loosen the string from both "
    "ends of your bow, and lay down, O Lord, the arrows that are in your hand. Unstring your bow, "
    "thousand-eyed one with a hundred quivers, break off the points of your arrows, and be kindly and "
    "well-disposed to us. Let the bow of the one with matted hair be stringless and his quiver empty of "
    "arrows; his arrows have gone and his sheath holds nothing. The weapon that is in your hand, most "
    "bountiful one, and your bow: with them, free of harm, shelter us on every side. Salutation to your "
    "weapon, bold but not aimed at us, and to your two arms and to your bow. May the missile of your bow "
    "pass us by on every side, and lay your quiver down far away from us.",
    "The Namakam opens by turning to Rudra's anger and weapons, not to flee them but to honour them and "
    "ask that they become kindly. The worshipper asks the god to unstring his bow and show his gentle, "
    "healing form, so that people and animals are safe.",
)

NAMAKAM[2] = (
    """नमो हिरण्यबाहवे सेनान्ये दिशां च पतये नमो
नमो वृक्षेभ्यो हरिकेशेभ्यः पशूनां पतये नमो
नमः सस्पिञ्जराय त्विषीमते पथीनां पतये नमो
नमो बभ्लुशाय विव्याधिनेऽन्नानां पतये नमो
नमो हरिकेशायोपवीतिने पुष्टानां पतये नमो
नमो भवस्य हेत्यै जगतां पतये नमो
नमो रुद्रायातताविने क्षेत्राणां पतये नमो
नमः सूतायाहन्त्याय वनानां पतये नमो
नमो रोहिताय स्थपतये वृक्षाणां पतये नमो
नमो मन्त्रिणे वाणिजाय कक्षाणां पतये नमो
नमो भुवन्तये वारिवस्कृतायौषधीनां पतये नमो
नम उच्चैर्घोषायाक्रन्दयते पत्तीनां पतये नमो
नमः कृत्स्नवीताय धावते सत्वनां पतये नमः ॥""",
    "Salutation to the golden-armed leader of armies, lord of the quarters, salutation. Salutation to "
    "the trees with green leaves for hair, lord of the beasts, salutation. Salutation to the one yellow "
    "as young grass, the radiant, lord of the paths, salutation. Salutation to the tawny one who pierces, "
    "lord of food, salutation. Salutation to the green-haired one who wears the sacred thread, lord of "
    "the well-fed, salutation. Salutation to the weapon of Bhava, lord of all that moves, salutation. "
    "Salutation to Rudra whose bow is drawn, lord of the fields, salutation. Salutation to the charioteer "
    "whom none can strike, lord of the forests, salutation. Salutation to the red one, the master "
    "builder, lord of the trees, salutation. Salutation to the counsellor, the merchant, lord of the "
    "thickets, salutation. Salutation to the one who spreads out the world and gives room and wealth, "
    "lord of the plants, salutation. Salutation to the one who shouts aloud and makes the foe cry out, "
    "lord of the foot-soldiers, salutation. Salutation to the one fully armed, who runs to the fight, "
    "lord of the brave, salutation.",
    "Each line honours Rudra as the lord of some part of the world: the quarters, beasts, paths, food, "
    "fields, forests, trees and plants, and the warriors. The golden-armed commander is also the "
    "merchant, the builder and the healer's plants, so the whole of life is seen as his domain.",
)

NAMAKAM[3] = (
    """नमः सहमानाय निव्याधिन आव्याधिनीनां पतये नमो
नमः ककुभाय निषङ्गिणे स्तेनानां पतये नमो
नमो निषङ्गिण इषुधिमते तस्कराणां पतये नमो
नमो वञ्चते परिवञ्चते स्तायूनां पतये नमो
नमो निचेरवे परिचरायारण्यानां पतये नमो
नमः सृकाविभ्यो जिघांसद्भ्यो मुष्णतां पतये नमो
नमोऽसिमद्भ्यो नक्तं चरद्भ्यः प्रकृन्तानां पतये नमो
नम उष्णीषिणे गिरिचराय कुलुञ्चानां पतये नमो
नम इषुमद्भ्यो धन्वाविभ्यश्च वो नमो
नम आतन्वानेभ्यः प्रतिदधानेभ्यश्च वो नमो
नम आयच्छद्भ्यो विसृजद्भ्यश्च वो नमो
नमोऽस्यद्भ्यो विध्यद्भ्यश्च वो नमो
नम आसीनेभ्यः शयानेभ्यश्च वो नमो
नमः स्वपद्भ्यो जाग्रद्भ्यश्च वो नमो
नमस्तिष्ठद्भ्यो धावद्भ्यश्च वो नमो
नमः सभाभ्यः सभापतिभ्यश्च वो नमो
नमो अश्वेभ्योऽश्वपतिभ्यश्च वो नमः ॥""",
    "Salutation to the conqueror who pierces through, lord of the wounding hosts, salutation. "
    "Salutation to the lofty one who bears a sword, lord of thieves, salutation. Salutation to the one "
    "with sword and quiver, lord of robbers, salutation. Salutation to the cheat and the arch-cheat, lord "
    "of pilferers, salutation. Salutation to the one who moves among us and all around, lord of the "
    "wilds, salutation. Salutation to those armed with spears who seek to kill, lord of plunderers, "
    "salutation. Salutation to those with swords who roam by night, lord of cut-throats, salutation. "
    "Salutation to the turbaned one who roams the hills, lord of land-thieves, salutation. Salutation to "
    "you who carry arrows and bows, salutation. Salutation to you who string the bow and set the arrow, "
    "salutation. Salutation to you who draw and let fly, salutation. Salutation to you who shoot and "
    "pierce, salutation. Salutation to you who sit and who lie down, salutation. Salutation to you who "
    "sleep and who wake, salutation. Salutation to you who stand and who run, salutation. Salutation to "
    "you, the assemblies and the lords of assemblies, salutation. Salutation to you, the horses and the "
    "masters of horses, salutation.",
    "Rudra is saluted even as the lord of thieves, robbers and night-prowlers, and then in every posture "
    "and act: sitting, lying, sleeping, waking, standing and running. Nothing, not even what we fear or "
    "condemn, stands outside the one divine presence.",
)

NAMAKAM[4] = (
    """नम आव्याधिनीभ्यो विविध्यन्तीभ्यश्च वो नमो
नम उगणाभ्यस्तृंहतीभ्यश्च वो नमो
नमो गृत्सेभ्यो गृत्सपतिभ्यश्च वो नमो
नमो व्रातेभ्यो व्रातपतिभ्यश्च वो नमो
नमो गणेभ्यो गणपतिभ्यश्च वो नमो
नमो विरूपेभ्यो विश्वरूपेभ्यश्च वो नमो
नमो महद्भ्यः क्षुल्लकेभ्यश्च वो नमो
नमो रथिभ्योऽरथेभ्यश्च वो नमो
नमो रथेभ्यो रथपतिभ्यश्च वो नमो
नमः सेनाभ्यः सेनानिभ्यश्च वो नमो
नमः क्षत्तृभ्यः सङ्ग्रहीतृभ्यश्च वो नमो
नमस्तक्षभ्यो रथकारेभ्यश्च वो नमो
नमः कुलालेभ्यः कर्मारेभ्यश्च वो नमो
नमः पुञ्जिष्टेभ्यो निषादेभ्यश्च वो नमो
नम इषुकृद्भ्यो धन्वकृद्भ्यश्च वो नमो
नमो मृगयुभ्यः श्वनिभ्यश्च वो नमो
नमः श्वभ्यः श्वपतिभ्यश्च वो नमः ॥""",
    "Salutation to you, the powers that wound and that pierce through, salutation. Salutation to you, "
    "the fierce ones and the destroyers, salutation. Salutation to you, the greedy and the lords of the "
    "greedy, salutation. Salutation to you, the bands and the lords of bands, salutation. Salutation to "
    "you, the hosts and the lords of hosts, salutation. Salutation to you, the misshapen and those of "
    "every shape, salutation. Salutation to you, the great and the small, salutation. Salutation to you "
    "who ride in chariots and who go without them, salutation. Salutation to you, the chariots and the "
    "masters of chariots, salutation. Salutation to you, the armies and their commanders, salutation. "
    "Salutation to you, the attendants and the drivers, salutation. Salutation to you, the carpenters and "
    "the chariot-makers, salutation. Salutation to you, the potters and the smiths, salutation. "
    "Salutation to you, the fowlers and the fishers, salutation. Salutation to you, the makers of arrows "
    "and the makers of bows, salutation. Salutation to you, the hunters and the keepers of dogs, "
    "salutation. Salutation to you, the dogs and the masters of dogs, salutation.",
    "The salutations now go to groups and crafts: bands and hosts, the great and the small, carpenters, "
    "potters, smiths, hunters and even dogs. Working people and humble creatures are honoured as forms of "
    "Rudra.",
)

NAMAKAM[5] = (
    """नमो भवाय च रुद्राय च
नमः शर्वाय च पशुपतये च
नमो नीलग्रीवाय च शितिकण्ठाय च
नमः कपर्दिने च व्युप्तकेशाय च
नमः सहस्राक्षाय च शतधन्वने च
नमो गिरिशाय च शिपिविष्टाय च
नमो मीढुष्टमाय चेषुमते च
नमो ह्रस्वाय च वामनाय च
नमो बृहते च वर्षीयसे च
नमो वृद्धाय च संवृध्वने च
नमो अग्रियाय च प्रथमाय च
नम आशवे चाजिराय च
नमः शीघ्रियाय च शीभ्याय च
नम ऊर्म्याय चावस्वन्याय च
नमः स्रोतस्याय च द्वीप्याय च ॥""",
    "Salutation to Bhava, the source of beings, and to Rudra. Salutation to Sharva and to the lord of "
    "creatures. Salutation to the blue-throated and to the white-throated. Salutation to the one with "
    "matted hair and to the one with shaven head. Salutation to the thousand-eyed and to the one with a "
    "hundred bows. Salutation to the dweller on the mountain and to the one who pervades all. Salutation "
    "to the most bountiful and to the bearer of arrows. Salutation to the short and to the dwarf. "
    "Salutation to the great and to the most venerable. Salutation to the aged and to the one who grows "
    "with praise. Salutation to the foremost and to the first. Salutation to the swift and to the quick. "
    "Salutation to the one in rushing waters and in the whirl of the current. Salutation to the one in "
    "the waves and in the still waters. Salutation to the one in streams and on islands.",
    "From this anuvaka on each line names two aspects of Rudra joined by \"and\" (ca): Bhava and Rudra, "
    "blue-throated and white-throated, short and great, young and old. The pairs of opposites show one "
    "god in every form and in the moving waters of the world.",
)

NAMAKAM[6] = (
    """नमो ज्येष्ठाय च कनिष्ठाय च
नमः पूर्वजाय चापरजाय च
नमो मध्यमाय चापगल्भाय च
नमो जघन्याय च बुध्नियाय च
नमः सोभ्याय च प्रतिसर्याय च
नमो याम्याय च क्षेम्याय च
नम उर्वर्याय च खल्याय च
नमः श्लोक्याय चावसान्याय च
नमो वन्याय च कक्ष्याय च
नमः श्रवाय च प्रतिश्रवाय च
नम आशुषेणाय चाशुरथाय च
नमः शूराय चावभिन्दते च
नमो वर्मिणे च वरूथिने च
नमो बिल्मिने च कवचिने च
नमः श्रुताय च श्रुतसेनाय च ॥""",
    "Salutation to the eldest and to the youngest. Salutation to the first-born and to the later-born. "
    "Salutation to the middle-born and to the one not yet grown. Salutation to the one at the lowest "
    "place and to the one at the root. Salutation to the one in this world of good and ill and to the "
    "one in the rite that turns evil back. Salutation to the one in the realm of Yama and to the one in "
    "safety and ease. Salutation to the one in the fertile field and on the threshing floor. Salutation "
    "to the one in Vedic verse and at its culmination. Salutation to the one in the forest and in the "
    "thicket. Salutation to sound and to its echo. Salutation to the one with swift armies and swift "
    "chariots. Salutation to the hero and to the one who breaks the foe. Salutation to the one in armour "
    "and to the one behind the chariot-guard. Salutation to the one in helmet and in breastplate. "
    "Salutation to the renowned one and to the one whose army is renowned.",
    "Rudra is honoured in every stage of life, from eldest to youngest, in field and forest, in the "
    "sacred word and its echo. The closing pairs picture him as the armoured hero, protector of those who "
    "call on him.",
)

NAMAKAM[7] = (
    """नमो दुन्दुभ्याय चाहनन्याय च
नमो धृष्णवे च प्रमृशाय च
नमो दूताय च प्रहिताय च
नमो निषङ्गिणे चेषुधिमते च
नमस्तीक्ष्णेषवे चायुधिने च
नमः स्वायुधाय च सुधन्वने च
नमः स्रुत्याय च पथ्याय च
नमः काट्याय च नीप्याय च
नमः सूद्याय च सरस्याय च
नमो नाद्याय च वैशन्ताय च
नमः कूप्याय चावट्याय च
नमो वर्ष्याय चावर्ष्याय च
नमो मेघ्याय च विद्युत्याय च
नम ईध्रियाय चातप्याय च
नमो वात्याय च रेष्मियाय च
नमो वास्तव्याय च वास्तुपाय च ॥""",
    "Salutation to the one in the drum and in the drumstick. Salutation to the bold and to the one who "
    "weighs all things. Salutation to the messenger and to the one who is sent. Salutation to the one "
    "with a sword and to the one with a quiver. Salutation to the one with sharp arrows and to the bearer "
    "of weapons. Salutation to the one with good weapons and to the one with a good bow. Salutation to "
    "the one in footpaths and in roads. Salutation to the one in ravines and in the low waters at the "
    "foot of hills. Salutation to the one in marshes and in lakes. Salutation to the one in rivers and in "
    "small ponds. Salutation to the one in wells and in pits. Salutation to the one in rain and in "
    "drought. Salutation to the one in clouds and in lightning. Salutation to the one in the clear sky "
    "and in the sunshine. Salutation to the one in the wind and in the storm. Salutation to the one who "
    "dwells in our homes and to the guardian of homes.",
    "The pairs move from the sound of the war-drum and the warrior's weapons to every kind of water and "
    "weather: paths, marshes, rivers, wells, rain and drought, cloud, lightning and wind. The anuvaka "
    "ends with Rudra as the one who lives in our houses and guards them.",
)

NAMAKAM[8] = (
    """नमः सोमाय च रुद्राय च
नमस्ताम्राय चारुणाय च
नमः शङ्गाय च पशुपतये च
नम उग्राय च भीमाय च
नमो अग्रेवधाय च दूरेवधाय च
नमो हन्त्रे च हनीयसे च
नमो वृक्षेभ्यो हरिकेशेभ्यो
नमस्ताराय
नमः शम्भवे च मयोभवे च
नमः शङ्कराय च मयस्कराय च
नमः शिवाय च शिवतराय च
नमस्तीर्थ्याय च कूल्याय च
नमः पार्याय चावार्याय च
नमः प्रतरणाय चोत्तरणाय च
नम आतार्याय चालाद्याय च
नमः शष्प्याय च फेन्याय च
नमः सिकत्याय च प्रवाह्याय च ॥""",
    "Salutation to Soma and to Rudra. Salutation to the copper-coloured and to the ruddy. Salutation to "
    "the giver of happiness and to the lord of creatures. Salutation to the fierce and to the terrible. "
    "Salutation to the one who strikes near and to the one who strikes from afar. Salutation to the "
    "slayer and to the mightiest slayer. Salutation to the trees with green leaves for hair. Salutation "
    "to the one who carries us across. Salutation to the source of well-being and to the source of joy. "
    "Salutation to the maker of well-being and to the maker of joy. Salutation to the auspicious one and "
    "to the one more auspicious still. Salutation to the one at the holy fords and on the river banks. "
    "Salutation to the one on the far shore and on the near shore. Salutation to the one who ferries "
    "across and who brings us out. Salutation to the one in the crossing and at the landing place. "
    "Salutation to the one in young grass and in foam. Salutation to the one in the sand and in the "
    "running stream.",
    "At the heart of the Namakam Rudra is hailed as Tara, the one who carries across, and as Shambhu, "
    "Shankara and Shiva, the giver of welfare and joy. The words \"namah shivaya\" of the five-syllable "
    "mantra appear here; the river images that follow speak of crossing from this shore of life to the "
    "other.",
)

NAMAKAM[9] = (
    """नम इरिण्याय च प्रपथ्याय च
नमः किंशिलाय च क्षयणाय च
नमः कपर्दिने च पुलस्तये च
नमो गोष्ठ्याय च गृह्याय च
नमस्तल्प्याय च गेह्याय च
नमः काट्याय च गह्वरेष्ठाय च
नमो ह्रदय्याय च निवेष्प्याय च
नमः पांसव्याय च रजस्याय च
नमः शुष्क्याय च हरित्याय च
नमो लोप्याय चोलप्याय च
नम ऊर्व्याय च सूर्म्याय च
नमः पर्ण्याय च पर्णशद्याय च
नमोऽपगुरमाणाय चाभिघ्नते च
नम आक्खिदते च प्रक्खिदते च
नमो वः किरिकेभ्यो देवानां हृदयेभ्यो
नमो विक्षीणकेभ्यो
नमो विचिन्वत्केभ्यो
नम आनिर्हतेभ्यो
नम आमीवत्केभ्यः ॥""",
    "Salutation to the one in barren land and on the broad highway. Salutation to the one in stony "
    "ground and in the places where people live. Salutation to the one with matted hair and to the one "
    "who stands before us. Salutation to the one in the cow-pen and in the house. Salutation to the one "
    "in the bed and in the mansion. Salutation to the one in thorny thickets and in deep caves. "
    "Salutation to the one in deep pools and in the frost. Salutation to the one in the dust and in the "
    "haze. Salutation to the one in what is dry and in what is green. Salutation to the one in hard "
    "ground and in the grass. Salutation to the one in the earth and in the gentle waves. Salutation to "
    "the one in the leaves and in the fallen leaves. Salutation to the one who raises his weapon and to "
    "the one who strikes. Salutation to the one who troubles a little and to the one who troubles much. "
    "Salutation to you who scatter gifts, the hearts of the gods. Salutation to the imperishable ones. "
    "Salutation to those who search out all. Salutation to those who take sin wholly away. Salutation to "
    "those who pervade everything.",
    "The pairs reach the most ordinary places: barren land, stony ground, cow-pens, beds, dust, dry and "
    "green grass, fallen leaves. The anuvaka ends by saluting the Rudras as the hearts of the gods, "
    "imperishable, all-seeing, remover of sin and present everywhere.",
)

NAMAKAM[10] = (
    """द्रापे अन्धसस्पते दरिद्रन्नीललोहित । एषां पुरुषाणामेषां पशूनां मा भेर्मारो मो एषां किं चनाममत् ॥
या ते रुद्र शिवा तनूः शिवा विश्वाहभेषजी । शिवा रुद्रस्य भेषजी तया नो मृड जीवसे ॥
इमां रुद्राय तवसे कपर्दिने क्षयद्वीराय प्र भरामहे मतिम् । यथा नः शमसद्द्विपदे चतुष्पदे विश्वं पुष्टं ग्रामे अस्मिन्ननातुरम् ॥
मृडा नो रुद्रोत नो मयस्कृधि क्षयद्वीराय नमसा विधेम ते । यच्छं च योश्च मनुरायजे पिता तदश्याम तव रुद्र प्रणीतौ ॥
मा नो महान्तमुत मा नो अर्भकं मा न उक्षन्तमुत मा न उक्षितम् । मा नो वधीः पितरं मोत मातरं प्रिया मा नस्तनुवो रुद्र रीरिषः ॥
मा नस्तोके तनये मा न आयुषि मा नो गोषु मा नो अश्वेषु रीरिषः । वीरान्मा नो रुद्र भामितो वधीर्हविष्मन्तो नमसा विधेम ते ॥
आरात्ते गोघ्न उत पूरुषघ्ने क्षयद्वीराय सुम्नमस्मे ते अस्तु । रक्षा च नो अधि च देव ब्रूह्यधा च नः शर्म यच्छ द्विबर्हाः ॥
स्तुहि श्रुतं गर्तसदं युवानं मृगं न भीममुपहत्नुमुग्रम् । मृडा जरित्रे रुद्र स्तवानो अन्यं ते अस्मन्नि वपन्तु सेनाः ॥
परि णो रुद्रस्य हेतिर्वृणक्तु परि त्वेषस्य दुर्मतिरघायोः । अव स्थिरा मघवद्भ्यस्तनुष्व मीढ्वस्तोकाय तनयाय मृडय ॥
मीढुष्टम शिवतम शिवो नः सुमना भव । परमे वृक्ष आयुधं निधाय कृत्तिं वसान आ चर पिनाकं बिभ्रदा गहि ॥
विकिरिद विलोहित नमस्ते अस्तु भगवः । यास्ते सहस्रं हेतयोऽन्यमस्मन्नि वपन्तु ताः ॥
सहस्राणि सहस्रधा बाहुवोस्तव हेतयः । तासामीशानो भगवः पराचीना मुखा कृधि ॥""",
    "O you who drive away evil, lord of the soma, you who own nothing, blue and red one: do not frighten "
    "or strike these people and these beasts, and let none of them fall sick. That kindly body of yours, "
    "O Rudra, kindly and healing every day, the kindly medicine of Rudra: with it make us happy, so that "
    "we may live. To Rudra the strong, with matted hair, ruler of heroes, we bring this prayer, so that "
    "all may be well with our two-footed and four-footed, and everything in this village be nourished "
    "and free of illness. Be gracious to us, O Rudra, and bring us joy; ruler of heroes, we worship you "
    "with reverence. The health and freedom from harm that our father Manu won by his worship, may we "
    "gain them under your guidance, O Rudra. Do not harm our elders or our little ones, our grown men or "
    "those still in the womb; do not kill our father or our mother; do not hurt our dear bodies, O Rudra. "
    "Do not harm our children and their children, our lives, our cattle or our horses; do not in anger "
    "kill our heroes, O Rudra. Bringing offerings, we worship you with reverence. Keep far away your "
    "weapon that kills cattle and men, ruler of heroes; let your kindness be with us. Protect us, O god, "
    "speak for us, and give us shelter, you who are strong in both worlds. Praise the renowned one, "
    "seated in the heart's chariot, ever young, fearsome like a wild beast, mighty and fierce. When you "
    "are praised, O Rudra, be gracious to the one who sings; let your armies strike someone other than "
    "us. May Rudra's weapon pass us by, and the ill will of the fierce and angry one; unstring your "
    "strong bow for those who give, bountiful one, and be gracious to our children and grandchildren. "
    "Most bountiful, most kindly one, be kindly and well-disposed to us; lay your weapon on the highest "
    "tree, and wearing the hide, come to us bearing only your bow Pinaka. Giver of gifts, red-hued one, "
    "salutation to you, O Lord; may your thousand weapons strike others, not us. Thousands upon thousands "
    "of weapons are in your arms, O Lord; you who are their master, turn their faces away from us.",
    "The tenth anuvaka returns to verse and becomes a prayer for protection and health: for the village, "
    "for children and parents, cattle and horses. Rudra is asked to show his healing body, to lay his "
    "weapons aside and to come as a kindly guardian.",
)

NAMAKAM[11] = (
    """सहस्राणि सहस्रशो ये रुद्रा अधि भूम्याम् । तेषां सहस्रयोजनेऽव धन्वानि तन्मसि ॥
अस्मिन्महत्यर्णवेऽन्तरिक्षे भवा अधि ।
नीलग्रीवाः शितिकण्ठाः शर्वा अधः क्षमाचराः ।
नीलग्रीवाः शितिकण्ठा दिवं रुद्रा उपश्रिताः ।
ये वृक्षेषु सस्पिञ्जरा नीलग्रीवा विलोहिताः ।
ये भूतानामधिपतयो विशिखासः कपर्दिनः ।
ये अन्नेषु विविध्यन्ति पात्रेषु पिबतो जनान् ।
ये पथां पथिरक्षय ऐलबृदा यव्युधः ।
ये तीर्थानि प्रचरन्ति सृकावन्तो निषङ्गिणः ।
य एतावन्तश्च भूयांसश्च दिशो रुद्रा वितस्थिरे । तेषां सहस्रयोजनेऽव धन्वानि तन्मसि ॥
नमो रुद्रेभ्यो ये पृथिव्यां येऽन्तरिक्षे ये दिवि येषामन्नं वातो वर्षमिषवस्तेभ्यो दश प्राचीर्दश दक्षिणा दश प्रतीचीर्दशोदीचीर्दशोर्ध्वास्तेभ्यो नमस्ते नो मृडयन्तु ते यं द्विष्मो यश्च नो द्वेष्टि तं वो जम्भे दधामि ॥""",
    "The Rudras in thousands upon thousands who are upon the earth: we unstring their bows and set them "
    "a thousand leagues away. The Bhavas in this great ocean of the mid-air; the blue-throated, "
    "white-necked Sharvas who roam the earth below; the blue-throated, white-necked Rudras who dwell in "
    "heaven; those in the trees, yellow as young grass, blue-throated and red; those who are the lords of "
    "beings, some with shaven heads and some with matted hair; those who strike people in their food and "
    "in the drink in their cups; those who guard the roads, who bring nourishment and fight for us; those "
    "who move about the holy fords, armed with spears and quivers; and those, as many as these and more, "
    "who have spread out through the quarters: we unstring their bows and set them a thousand leagues "
    "away. Salutation to the Rudras who are on the earth, in the mid-air and in heaven, whose arrows are "
    "food, wind and rain. To them ten fingers joined towards the east, ten towards the south, ten towards "
    "the west, ten towards the north, ten upwards: to them salutation. May they be gracious to us. Whoever "
    "we dislike and whoever dislikes us, we place him in your jaws.",
    "The last anuvaka turns to the countless Rudras who fill earth, sky and heaven, and asks that all "
    "their bows be unstrung and set far away. It ends with salutations in every direction; the "
    "chanting tradition repeats the refrain \"tesham sahasrayojane…\" after each line, where the Samhita "
    "gives it twice.",
)

# ---------------------------------------------------------------------------------------------
# Chamakam, Taittiriya Samhita 4.7

CHAMAKAM = {}

CHAMAKAM[1] = (
    """अग्नाविष्णू सजोषसेमा वर्धन्तु वां गिरः । द्युम्नैर्वाजेभिरागतम् ॥
वाजश्च मे प्रसवश्च मे प्रयतिश्च मे प्रसितिश्च मे धीतिश्च मे क्रतुश्च मे
स्वरश्च मे श्लोकश्च मे श्रावश्च मे श्रुतिश्च मे ज्योतिश्च मे सुवश्च मे
प्राणश्च मेऽपानश्च मे व्यानश्च मेऽसुश्च मे चित्तं च म आधीतं च मे
वाक्च मे मनश्च मे चक्षुश्च मे श्रोत्रं च मे दक्षश्च मे बलं च म
ओजश्च मे सहश्च म आयुश्च मे जरा च म आत्मा च मे तनूश्च मे
शर्म च मे वर्म च मेऽङ्गानि च मेऽस्थानि च मे परूंषि च मे शरीराणि च मे ॥""",
    "O Agni and Vishnu, pleased together, may these songs make you grow strong; come to us with your "
    "splendour and your strength. May there be for me food and its bringing forth, purity and effort, "
    "thought and resolve, a good voice and good name, the power to hear and what is heard, light and "
    "heaven; the in-breath, the out-breath and the breath that pervades, life itself, mind and what it "
    "has learned, speech, thought, sight and hearing, skill and strength, vigour and endurance, long "
    "life and a full old age, the self and the body, shelter and armour, limbs and bones, joints and "
    "whole bodies.",
    "The Chamakam answers the Namakam: having honoured Rudra, the worshipper now asks for everything a "
    "full life needs, each item followed by \"ca me\", \"and for me\". After an opening verse to Agni and "
    "Vishnu the first anuvaka asks for food, the senses, the breaths, mind, strength and a whole, healthy "
    "body.",
)

CHAMAKAM[2] = (
    """ज्यैष्ठ्यं च म आधिपत्यं च मे मन्युश्च मे भामश्च मेऽमश्च मेऽम्भश्च मे
जेमा च मे महिमा च मे वरिमा च मे प्रथिमा च मे वर्ष्मा च मे द्राघुया च मे
वृद्धं च मे वृद्धिश्च मे सत्यं च मे श्रद्धा च मे जगच्च मे धनं च मे
वशश्च मे त्विषिश्च मे क्रीडा च मे मोदश्च मे जातं च मे जनिष्यमाणं च मे
सूक्तं च मे सुकृतं च मे वित्तं च मे वेद्यं च मे भूतं च मे भविष्यच्च मे
सुगं च मे सुपथं च म ऋद्धं च म ऋद्धिश्च मे कॢप्तं च मे कॢप्तिश्च मे
मतिश्च मे सुमतिश्च मे ॥""",
    "May there be for me seniority and leadership, righteous anger and self-command, firmness and "
    "steadiness, victory and greatness, breadth and extent, height and length, growth and increase, "
    "truth and faith, the moving world and wealth, self-mastery and radiance, play and delight, children "
    "born and children to be born, good words and good deeds, wealth gained and wealth to be gained, a "
    "good past and a good future, easy ways and good paths, prosperity and its increase, all things well "
    "ordered and the power to order them, understanding and right understanding.",
    "The second anuvaka asks for standing in the world and for inner qualities alike: leadership and "
    "self-command, truth and faith, joy, children, good deeds and a good future. The prayer ends with "
    "understanding and right understanding.",
)

CHAMAKAM[3] = (
    """शं च मे मयश्च मे प्रियं च मेऽनुकामश्च मे कामश्च मे सौमनसश्च मे
भद्रं च मे श्रेयश्च मे वस्यश्च मे यशश्च मे भगश्च मे द्रविणं च मे
यन्ता च मे धर्ता च मे क्षेमश्च मे धृतिश्च मे विश्वं च मे महश्च मे
संविच्च मे ज्ञात्रं च मे सूश्च मे प्रसूश्च मे सीरं च मे लयश्च म
ऋतं च मेऽमृतं च मेऽयक्ष्मं च मेऽनामयच्च मे जीवातुश्च मे दीर्घायुत्वं च मेऽनमित्रं च मेऽभयं च मे
सुगं च मे शयनं च मे सूषा च मे सुदिनं च मे ॥""",
    "May there be for me happiness here and happiness hereafter, what is dear and what is longed for, "
    "desire and a glad heart, the good and the better, a fine home, good name, good fortune and riches, "
    "a guide and a support, security and steadfastness, all things and greatness, knowledge and the "
    "power to know, offspring and the bringing forth of offspring, the plough and the ending of "
    "hindrances, the right order and immortality, freedom from sickness and from disease, the means of "
    "life and long life, freedom from enemies and from fear, easy going and restful sleep, a good dawn "
    "and a good day.",
    "The third anuvaka asks for happiness in this life and beyond, for knowledge, health, long life, "
    "freedom from fear, and for simple blessings such as restful sleep, a good dawn and a good day.",
)

CHAMAKAM[4] = (
    """ऊर्क्च मे सूनृता च मे पयश्च मे रसश्च मे घृतं च मे मधु च मे
सग्धिश्च मे सपीतिश्च मे कृषिश्च मे वृष्टिश्च मे जैत्रं च म औद्भिद्यं च मे
रयिश्च मे रायश्च मे पुष्टं च मे पुष्टिश्च मे विभु च मे प्रभु च मे
बहु च मे भूयश्च मे पूर्णं च मे पूर्णतरं च मेऽक्षितिश्च मे कूयवाश्च मेऽन्नं च मेऽक्षुच्च मे
व्रीहयश्च मे यवाश्च मे माषाश्च मे तिलाश्च मे मुद्गाश्च मे खल्वाश्च मे
गोधूमाश्च मे मसुराश्च मे प्रियङ्गवश्च मेऽणवश्च मे श्यामाकाश्च मे नीवाराश्च मे ॥""",
    "May there be for me strengthening food and kind speech, milk and its sweetness, ghee and honey, "
    "eating together and drinking together, tillage and rain, victory and the growing plants, riches and "
    "treasure, nourishment and growth, abundance and plenty, much and more, fullness and fuller still, "
    "what never runs short, grain and food and freedom from hunger; rice and barley, black gram and "
    "sesame, green gram and chickpeas, wheat and lentils, millet and fine grain, wild millet and wild "
    "rice.",
    "The fourth anuvaka is a prayer for food and the farm: milk, ghee, honey, rain and tilled fields, and "
    "a long list of grains and pulses, ending with freedom from hunger for all who eat together.",
)

CHAMAKAM[5] = (
    """अश्मा च मे मृत्तिका च मे गिरयश्च मे पर्वताश्च मे सिकताश्च मे वनस्पतयश्च मे
हिरण्यं च मेऽयश्च मे सीसं च मे त्रपुश्च मे श्यामं च मे लोहं च मेऽग्निश्च म आपश्च मे
वीरुधश्च म ओषधयश्च मे कृष्टपच्यं च मेऽकृष्टपच्यं च मे ग्राम्याश्च मे पशव आरण्याश्च यज्ञेन कल्पन्तां
वित्तं च मे वित्तिश्च मे भूतं च मे भूतिश्च मे वसु च मे वसतिश्च मे
कर्म च मे शक्तिश्च मेऽर्थश्च म एमश्च म इतिश्च मे गतिश्च मे ॥""",
    "May there be for me stone and clay, hills and mountains, sand and trees, gold and iron, lead and "
    "tin, dark metal and copper, fire and water, creepers and healing herbs, crops from tilled land and "
    "crops from untilled land; may the animals of the village and of the wild be furthered by the "
    "sacrifice; wealth and its winning, property and prosperity, goods and a dwelling, work and the power "
    "for it, purpose and aim, the way and the arrival.",
    "The fifth anuvaka asks for the riches of the earth: stone and soil, metals, water and fire, plants, "
    "crops and animals. It ends with work, the power to do it, a purpose and the reaching of the goal.",
)

CHAMAKAM[6] = (
    """अग्निश्च म इन्द्रश्च मे सोमश्च म इन्द्रश्च मे सविता च म इन्द्रश्च मे
सरस्वती च म इन्द्रश्च मे पूषा च म इन्द्रश्च मे बृहस्पतिश्च म इन्द्रश्च मे
मित्रश्च म इन्द्रश्च मे वरुणश्च म इन्द्रश्च मे त्वष्टा च म इन्द्रश्च मे
धाता च म इन्द्रश्च मे विष्णुश्च म इन्द्रश्च मेऽश्विनौ च म इन्द्रश्च मे
मरुतश्च म इन्द्रश्च मे विश्वे च मे देवा इन्द्रश्च मे पृथिवी च म इन्द्रश्च मेऽन्तरिक्षं च म इन्द्रश्च मे
द्यौश्च म इन्द्रश्च मे दिशश्च म इन्द्रश्च मे मूर्धा च म इन्द्रश्च मे प्रजापतिश्च म इन्द्रश्च मे ॥""",
    "May these be gracious to me: Agni and Indra, Soma and Indra, Savitar and Indra, Sarasvati and "
    "Indra, Pushan and Indra, Brihaspati and Indra, Mitra and Indra, Varuna and Indra, Tvashtar and "
    "Indra, Dhatar and Indra, Vishnu and Indra, the Ashvins and Indra, the Maruts and Indra, the All-gods "
    "and Indra, Earth and Indra, the mid-air and Indra, Heaven and Indra, the quarters and Indra, the "
    "zenith and Indra, Prajapati and Indra.",
    "In the sixth anuvaka each deity is named together with Indra, the two sharing in the offering. The "
    "worshipper asks that all the gods of earth, mid-air and heaven be favourable to him.",
)

CHAMAKAM[7] = (
    """अंशुश्च मे रश्मिश्च मेऽदाभ्यश्च मेऽधिपतिश्च म उपांशुश्च मेऽन्तर्यामश्च म
ऐन्द्रवायवश्च मे मैत्रावरुणश्च म आश्विनश्च मे प्रतिप्रस्थानश्च मे
शुक्रश्च मे मन्थी च म आग्रयणश्च मे वैश्वदेवश्च मे ध्रुवश्च मे वैश्वानरश्च म
ऋतुग्रहाश्च मेऽतिग्राह्याश्च म ऐन्द्राग्नश्च मे वैश्वदेवश्च मे मरुत्वतीयाश्च मे
माहेन्द्रश्च म आदित्यश्च मे सावित्रश्च मे सारस्वतश्च मे पौष्णश्च मे
पात्नीवतश्च मे हारियोजनश्च मे ॥""",
    "May there be for me the soma draughts of the sacrifice: the Amshu and the Rashmi, the Adabhya and "
    "the Adhipati, the Upamshu and the Antaryama, the draughts for Indra and Vayu, for Mitra and Varuna "
    "and for the Ashvins, the Pratiprasthana, the Shukra and the Manthin, the Agrayana, the draught for "
    "the All-gods, the Dhruva and the draught for Vaishvanara, the draughts of the seasons and the "
    "Atigrahya draughts, the draught for Indra and Agni, the draught for the All-gods, the Marutvatiya "
    "draughts, the draught for great Indra, the draughts for the Adityas, for Savitar, for Sarasvati and "
    "for Pushan, the draught for the wives of the gods, and the Hariyojana.",
    "The seventh anuvaka names the cups (graha) of soma drawn in the great soma sacrifice. Asking for "
    "each of them is asking that the whole rite, and its fruit, be complete.",
)

CHAMAKAM[8] = (
    """इध्मश्च मे बर्हिश्च मे वेदिश्च मे धिष्णियाश्च मे स्रुचश्च मे चमसाश्च मे
ग्रावाणश्च मे स्वरवश्च म उपरवाश्च मेऽधिषवणे च मे द्रोणकलशश्च मे
वायव्यानि च मे पूतभृच्च म आधवनीयश्च म आग्नीध्रं च मे हविर्धानं च मे
गृहाश्च मे सदश्च मे पुरोडाशाश्च मे पचताश्च मेऽवभृथश्च मे स्वगाकारश्च मे ॥""",
    "May there be for me the fuel and the sacred grass, the altar and the fire-hearths, the ladles and "
    "the cups, the pressing stones and the chips of the sacrificial post, the sounding holes and the two "
    "pressing boards, the great wooden soma vessel and the vessels for Vayu, the vessel for the purified "
    "soma and the mixing vessel, the shed of the Agnidh priest and the shed for the offerings, the "
    "dwellings and the hall of the assembly, the rice cakes and the cooked offerings, the closing bath "
    "and the final call of svaga.",
    "The eighth anuvaka lists the implements and places of the Vedic sacrifice, from fuel and grass to "
    "the cups, vessels, sheds and the closing bath, asking that everything needed for the rite be at hand.",
)

CHAMAKAM[9] = (
    """अग्निश्च मे घर्मश्च मेऽर्कश्च मे सूर्यश्च मे प्राणश्च मेऽश्वमेधश्च मे
पृथिवी च मेऽदितिश्च मे दितिश्च मे द्यौश्च मे शक्वरीरङ्गुलयो दिशश्च मे
यज्ञेन कल्पन्तामृक्च मे साम च मे स्तोमश्च मे यजुश्च मे
दीक्षा च मे तपश्च म ऋतुश्च मे व्रतं च मेऽहोरात्रयोर्वृष्ट्या
बृहद्रथन्तरे च मे यज्ञेन कल्पेताम् ॥""",
    "May there be for me the sacred fire and the hot-milk offering, the hymn of light and the sun, the "
    "breath and the horse sacrifice, Earth and Aditi, Diti and Heaven, the mighty Shakvari verses, the "
    "fingers and the quarters: may these be furthered by the sacrifice. May there be for me the verses of "
    "the Rig, the chants of the Saman, the hymns of praise and the formulas of the Yajus, consecration "
    "and austerity, the seasons and the vows; and through rain by day and by night may the Brihat and "
    "Rathantara chants be furthered for me by the sacrifice.",
    "The ninth anuvaka asks that the great rites, the powers of earth and heaven, the Vedas themselves, "
    "and the disciplines of consecration, austerity and vows be made fruitful through the sacrifice.",
)

CHAMAKAM[10] = (
    """गर्भाश्च मे वत्साश्च मे त्र्यविश्च मे त्र्यवी च मे दित्यवाट्च मे दित्यौही च मे
पञ्चाविश्च मे पञ्चावी च मे त्रिवत्सश्च मे त्रिवत्सा च मे तुर्यवाट्च मे तुर्यौही च मे
पष्ठवाच्च मे पष्ठौही च म उक्षा च मे वशा च म ऋषभश्च मे वेहच्च मेऽनड्वाञ्च मे
धेनुश्च म आयुर्यज्ञेन कल्पतां प्राणो यज्ञेन कल्पतामपानो यज्ञेन कल्पतां
व्यानो यज्ञेन कल्पतां चक्षुर्यज्ञेन कल्पतां श्रोत्रं यज्ञेन कल्पतां
मनो यज्ञेन कल्पतां वाग्यज्ञेन कल्पतामात्मा यज्ञेन कल्पतां यज्ञो यज्ञेन कल्पताम् ॥""",
    "May there be for me cattle yet unborn and calves, the eighteen-month-old bull and heifer, the "
    "two-year-old bull and heifer, the thirty-month-old bull and heifer, the three-year-old bull and "
    "heifer, the three-and-a-half-year-old bull and heifer, the four-year-old bull and heifer, the young "
    "bull and the barren cow, the mature bull and the cow that has cast her calf, the draught ox and the "
    "milch cow. May life be furthered by the sacrifice; may the in-breath, the out-breath and the "
    "pervading breath, sight, hearing, mind, speech and the self be furthered by the sacrifice; may the "
    "sacrifice itself be furthered by the sacrifice.",
    "The tenth anuvaka asks for cattle of every age, the wealth of a Vedic household, and then that life, "
    "the breaths, the senses, the mind and the self be made whole by the sacrifice, and the sacrifice by "
    "itself.",
)

CHAMAKAM[11] = (
    """एका च मे तिस्रश्च मे पञ्च च मे सप्त च मे नव च म एकादश च मे त्रयोदश च मे
पञ्चदश च मे सप्तदश च मे नवदश च म एकविंशतिश्च मे त्रयोविंशतिश्च मे
पञ्चविंशतिश्च मे सप्तविंशतिश्च मे नवविंशतिश्च म एकत्रिंशच्च मे त्रयस्त्रिंशच्च मे
चतस्रश्च मेऽष्टौ च मे द्वादश च मे षोडश च मे विंशतिश्च मे चतुर्विंशतिश्च मेऽष्टाविंशतिश्च मे
द्वात्रिंशच्च मे षट्त्रिंशच्च मे चत्वारिंशच्च मे चतुश्चत्वारिंशच्च मेऽष्टाचत्वारिंशच्च मे
वाजश्च प्रसवश्चापिजश्च क्रतुश्च सुवश्च मूर्धा च व्यश्नियश्चान्त्यायनश्चान्त्यश्च भौवनश्च भुवनश्चाधिपतिश्च ॥""",
    "May there be for me one and three, five and seven, nine and eleven, thirteen and fifteen, seventeen "
    "and nineteen, twenty-one and twenty-three, twenty-five and twenty-seven, twenty-nine, thirty-one "
    "and thirty-three; four and eight, twelve and sixteen, twenty and twenty-four, twenty-eight and "
    "thirty-two, thirty-six and forty, forty-four and forty-eight. And food and its bringing forth, what "
    "is born after, resolve and heaven, the head of all, the one who pervades all, the one born at the "
    "end and the last, the one who is in the world, the world, and the overlord.",
    "The last anuvaka asks for the odd numbers up to thirty-three and the multiples of four up to "
    "forty-eight, numbers tied to the metres and the gods of the Vedic rite and read in the tradition "
    "as all the stages of growth. It closes with names of the year and of the supreme lord over the "
    "world.",
)

ORACLE_NOTE = (
    "Keyed by Sadhana in plain Devanagari; the svara (accent) marks of the chanting tradition are not "
    "shipped, and the Vedic anusvara ꣳ is written ं. Checked word for word with "
    "scripts/texts/verify_hymns.py against two independent copies used only as test oracles (not "
    "shipped): (1) stotrasamhita/vedamantra-book, kandas/TaittiriyaSamhita-4-5.tex (commit 087d42c) and "
    "kandas/TaittiriyaSamhita-4-7.tex (commit 040f16a), the accented Samhita text of the southern "
    "tradition; (2) sanskrit/raw_etexts, Eng_text/Veda/taittariya samhita.txt (commit 623af09), the "
    "TITUS transliteration of Weber's edition, converted to Devanagari by the script. The check found "
    "four keying errors, corrected (ayakṣamayā in Namakam 1, ātatāvine in Namakam 2, masurāḥ in "
    "Chamakam 4, paṣṭhavāc ca in Chamakam 10); all 22 anuvakas now agree with vedamantra-book letter "
    "for letter except one spelling of sandhi there (kalpatāv vyān̐o, Chamakam 10) and its pausa form "
    "at a section break (apānaḥ, Chamakam 1). Where Weber's edition reads otherwise (āhanavya, avārtya, "
    "ālāṭya, niveṣyya, pacanta, pari bhuja) or TITUS has slips, the southern chanting text is kept; "
    "each such place is listed in the script. Spelling differences that are not differences of "
    "reading (anusvara or nasal consonant, थ्स or त्स) are ignored by the comparison."
)

META = {
    "id": "sri-rudram",
    "title": "Sri Rudram",
    "titleOriginal": "श्रीरुद्रम्",
    "theme": "Vedic Chant",
    "form": "generic",
    "unit": {"singular": "anuvaka", "plural": "anuvakas"},
    "section": {"singular": "part", "plural": "parts"},
    "originalScript": "devanagari",
    "originalLanguage": "Vedic Sanskrit",
    "summary": (
        "The great Vedic hymn to Rudra-Shiva from the Krishna Yajurveda (Taittiriya Samhita 4.5 and "
        "4.7): the Namakam, eleven anuvakas of salutations (namah) to Rudra in every form, and the "
        "Chamakam, eleven anuvakas asking (ca me, \"and for me\") for all that a full life and the "
        "sacrifice need."
    ),
    "coverage": {
        "shipped": 22,
        "total": 22,
        "note": (
            "All 22 anuvakas as they stand in the Taittiriya Samhita (4.5.1–11 and 4.7.1–11), in plain "
            "Devanagari. The svara (accent) marks of the chanting tradition are not shipped, and the "
            "Vedic anusvara sign (ꣳ) is written as an ordinary anusvara. The invocations chanted before "
            "and after the hymn (the dhyana verses, \"namaste astu bhagavan…\", tryambakam and the "
            "closing \"ida devahuh…\") are not part of the Samhita text and are not included; nor is "
            "the chanting practice of repeating the refrain of Namakam 11 after every line."
        ),
    },
    "layers": {"original": "sadhana-keyed", "translation": "sadhana", "explanation": "sadhana"},
    "sources": {
        "sadhana-keyed": {
            "title": "Krishna Yajurveda, Taittiriya Samhita 4.5 and 4.7 (Sri Rudram), keyed by Sadhana from the traditional text",
            "by": "Vedic tradition; keyed by Sadhana contributors",
            "url": "",
            "licence": "Public domain (the Vedic text); Sadhana's keying CC BY 4.0",
            "note": ORACLE_NOTE,
        },
        "sadhana": {
            "title": "Sadhana's rendering",
            "by": "Sadhana contributors",
            "url": "",
            "licence": "CC BY 4.0",
            "note": "Written for this app; not a published translation.",
        },
    },
    "sections": ["01.json", "02.json"],
}


def unit(ref: str, kind: str, data: tuple[str, str, str]) -> dict:
    original, translation, explanation = data
    lines = [" ".join(line.split()) for line in original.strip().split("\n")]
    return {
        "ref": ref,
        "kind": kind,
        "original": unicodedata.normalize("NFC", "\n".join(lines)),
        "translation": translation,
        "explanation": explanation,
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    sections = [
        (1, "Namakam", "नमकम्", "namakam", NAMAKAM),
        (2, "Chamakam", "चमकम्", "chamakam", CHAMAKAM),
    ]
    shipped = 0
    for number, title, title_original, prefix, data in sections:
        units = [unit(f"{prefix}-{n}", "anuvaka", data[n]) for n in sorted(data)]
        shipped += len(units)
        body = {"number": number, "title": title, "titleOriginal": title_original, "units": units}
        (OUT / f"{number:02d}.json").write_text(
            json.dumps(body, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    meta = dict(META)
    meta["coverage"] = dict(META["coverage"], shipped=shipped)
    (OUT / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {shipped} anuvakas to {OUT}")


if __name__ == "__main__":
    main()
