"""More Vachanamrut summaries, written from the Gujarati text as described in vachanamrut.py (CC BY 4.0).
vachanamrut.py merges these units into their parts, in the text's order."""
from common import unit


def D(ref, title, retelling, explanation):
    return unit(ref, "discourse", title, retelling, explanation)


UNITS = [
    D("gadhada-ii-13", "The form within the light", """
At Gadhada in 1821, Shriji Maharaj raised both arms to quiet the assembly and asked the senior sadhus to sit in front. He spoke, he said, not from pride but because anyone who grasped this would gain greatly; he had seen it, proved it by experience, and found it in all the scriptures.

By nature, he said, his mind will not bind itself even to the finest sounds, touches, tastes, smells and sights. Good and bad objects, king and pauper, sandalwood and dust, honour and insult, gold and rubbish are all alike to him, and every devotee seems equal. Even his intense detachment, his dharma and his knowledge that he is Brahman weigh nothing on him. When he forces his senses towards an object they barely stay, and fall back the moment he lets go, like a stone thrown into the sky.

The reason is that his senses turn back into the space of the heart, filled with light like a sky covered with monsoon clouds. In that light he sees God's form: dark, yet white with radiance, two-armed, human in shape, youthful, surrounded by released souls gazing at it. He has seen it always, even before birth. That light is called the self, Brahman and Akshardham; the form within it Purushottam, who appears as Ram, Krishna and others, and though he seems human is the lord of Akshardham.

One who firmly understands God's form this way meets no obstacle; without it, no renunciation or fasting makes up the lack. Such understanding comes from a manifest sant, not from books by one's own wit. He asked them to keep this talk new every day until death, and to know the form in the light to be Maharaj himself, or at least that Maharaj sees it; and all understood him so.
""", """Devotees take from it the heart of their conviction: that the form seen within Akshar's light is the manifest God, and that understanding this frees the mind from the senses without strain."""),
    D("gadhada-ii-16", "Devotion to his form carries dharma with it", """
At Gadhada in 1821, Muktanand Swami asked how a devotee can keep both devotion to God's form, like Arjun's, and devotion to dharma, like King Yudhishthir's, when strengthening one seems to weaken the other. Shriji Maharaj answered from the Bhagavat: God's form is endowed with truth, purity and the other auspicious virtues, and dharma rests on it; so one who keeps God's form firmly in his heart keeps dharma too, while dharma alone lets devotion to the form grow weak.

Asked whether the senses are conquered by detachment, he said they are conquered by staying vigilant in the rules God has given, with or without detachment: closing the ears, not touching or looking at what is improper, mixing water into tasty food and eating moderately. For one of weak detachment the rules are the only way out, as a sick man recovers only by keeping a diet with his medicine.

Akhandanand Swami asked whether the means to liberation has a set term. One of weak faith, Maharaj said, takes many births, one of strong faith reaches it quickly, as the Gita says, like a traveller to Kashi who walks two steps a day or many miles. Until then the weak one lives in a pleasant heavenly realm that God chooses to match the pleasures he longed for.

One of intense faith hurries through bathing to reach darshan or discourse, rushes to follow a new instruction sent by letter, grows as eager as a child for darshan, and masters his senses at once; where faith is weak, the senses run keenly after objects, plain to all like wind in the trees. Their keenness is removed by bending the senses to God's rules. Weak faith grows by understanding God's greatness, as one loves a gold cup more than a clay one.
""", """Devotees take from it that holding God's form in the heart sustains dharma, that his rules tame the senses where detachment is weak, and that faith grows with a sense of his greatness."""),
    D("gadhada-ii-21", "The gist of every scripture", """
At Gadhada in 1822, Shriji Maharaj stopped the paramhansas' singing and said he had listened attentively to all the works Vyas composed for liberation, and found one conclusion in them: the one God is the doer and undoer of the whole world. The scriptures tell of God's deeds or of his sants' deeds; the duties of class and stage of life yield only righteousness, wealth and pleasure, fame and bodily comfort, not liberation.

Whoever understands the greatness of the God and the sadhu manifest before him just as he understands that of Ram, Krishna and the other incarnations, and of Narad, the Sanaks, Shukji, Jadbharat, Hanuman and Uddhav, has nothing left to learn on the path; told once or a hundred thousand times, today or after ages, this must be understood. One with that conviction has grasped the whole point and never falls, as Brahma, Shiva, Brihaspati and Parashar fell from dharma through lust yet did not fall from the path.

That evening, under a mango tree at Lakshmivadi, he asked whether the jiva, and Brahma and the other ishvars, become the world of their dreams or create it by their own will. When no answer satisfied him, he said neither: God, who gives the fruits of actions, creates it according to their karma. Its fleeting, confused nature comes from the place, the throat, where one thought shows in endless ways like a lamp in a house of glass. The wise see where place, time, karma or God predominates; the fool makes whichever he has understood supreme. God inspires them all and lets each prevail only as far as he wishes, as a king lets his ministers act; so God alone is the doer.
""", """Devotees take from it that the point of all the scriptures is to know the manifest God and his sadhu as great as those of the past, and God as the doer of all."""),
    D("gadhada-ii-22", "The warrior's banner and the journey home from Amdavad", """
At Gadhada in 1822, Shriji Maharaj woke at midnight, called the sadhus and devotees, and told them of two armies facing each other, each wanting to plant its banner where the other's stands. The brave warrior does not think of the heads that will fall; he fears neither death nor wants plunder, and thinks only of taking the banner. The coward thinks of a thousand ways to flee, or of what he might loot. The banner is God's abode; the warriors are God's firm devotees, who have no thought of honour or insult, pleasure or pain, sickness, health, life or death, only the resolve to reach God's abode in this life without being tempted on the way. The cowards are devotees attached to the body, who think they could cope if the vows were easy, and try to be happy in the world as well.

Then he told of himself. After installing Nar-Narayan Dev at Amdavad amid thousands of people, he set out and spent nights at Jetalpur, Dholka and near Koth, resolving to forget all the people and activity he had seen; the effort made him ill. When every worldly thought was gone, his vision turned inward and he saw the pleasures of the gods, celestial vehicles, apsaras, clothes and ornaments, but wanted nothing but God, up to Brahmalok. The gods praised him as a single-minded devotee, and with that courage he warned his mind, intellect, chitta and ego to hold to God alone. When those thoughts went, so did the illness.

Last, citing the Vasudev Mahatmya, he said that the sadhu who has become such a devotee holds the highest station, sharing God's glory as a queen shares a king's rule; so he should want nothing else, and hold fast to God's form as to a wish-granting gem.
""", """Devotees take from it the courage of the warrior who wants only God's abode, and Maharaj's own example of forgetting even the grandest occasion to think of God alone."""),
    D("gadhada-ii-30", "Gold and women", """
At Gadhada in 1823, Shriji Maharaj said that what true scriptures such as the Bhagavat say comes true. The Bhagavat places Kali in gold, and he cannot bear even to look at it; beauty binds just as much, for even a steady man's eyes are drawn to a beautiful woman who enters the assembly. These two bind everyone except one who knows pure Brahman, beyond Prakriti and Purusha, as the only truth and as his own self, worships Krishna as Brahman, and sees Prakriti and all its products as false, perishable and full of faults.
""", """Devotees take from it that only knowing oneself as Brahman and seeing the faults of maya's forms frees one from the pull of wealth and beauty."""),
    D("gadhada-ii-31", "Keeping Brahman's company by reflection", """
At Gadhada in 1823, after a reading of the Kapil Gita, Shriji Maharaj spoke to the paramhansas about creation. Vasudev, Purushottam, cause of all causes and beyond Akshar, places the seed in the great maya through Purush, who is of the nature of Akshar, released, and called Brahman. From maya, through Pradhan-Purush, is born the Vairaj Purush, Purush's son. Vairaj is like a jiva: he lives two parardhas, creation, sustenance and dissolution are his waking, dream and deep sleep, and he has three bodies. His body rose only when Vasudev entered it as Purush.

The same God dwells as witness within the jiva, beyond the maya of deep sleep, but through keeping company with body, senses and objects the jiva has become like them. If it leaves that company and reflects constantly that its own form is Brahman, free of maya, Brahman's virtues come to it; the great fault is that, having heard this, it does not keep remembering it. Vairaj, whose father Purush is capable, meets him at dissolution but rises again from maya; the jiva's father is as bound as it is and cannot help, so its tie to maya stays until it keeps Brahman's company by reflection.

Vairaj worships Sankarshan, Pradyumna and Aniruddha, Vasudev's forms with qualities, and so gains power over creation; only by worshipping Vasudev beyond the qualities does he leave maya. Incarnations said to come through Vairaj are Vasudev's own.

Shukmuni asked how Purush differs from Vasudev. Greatly, Maharaj said, as jiva from ishvar; many such Purushas worship Vasudev's feet. Purushottam, Purush, ishvar, jiva and maya are five, without beginning; he asked them to reflect on this until it settles, and to write it down.
""", """Devotees take from it the five eternal entities, and that the self is freed from maya by constantly reflecting on itself as Brahman and worshipping Purushottam."""),
    D("gadhada-ii-33", "The vow he holds above all", """
At Gadhada in 1823, Shriji Maharaj said he would describe his own inclination, and then each of them should say how they believed they would please God.

He is happy, he said, only when he gives up whatever he feels affection for, and keeps far from anyone but God's devotees; sense pleasures that come unasked he pushes away with his feet. He swore by all the paramhansas that never since birth, waking or dreaming, had he had an impure thought of wealth or women; within he thinks only of God's form.

The others spoke of detachment, self-knowledge, love for God and dharma, but none said what he had in mind: the vow of being free of lust. One who keeps it firmly is never far from God here or hereafter, and is near him even from far away; one lax in it is far off even while near. He likes service only from those who keep it, such as Mulji Brahmachari. When someone's gaze strays in the assembly he notices, and is deeply grieved; he has asked the seniors not to tell him of such lapses.

Harji Thakkar asked how the vow becomes firm. Like a cart, Maharaj said, it needs many parts, but three above all: keep the mind, which is like a ghost that devours its master when idle, always busy in devotion and in thinking "I am the self, not the body"; rule the vital breath by moderate eating; and keep the body within satsang's rules. For a true sadhu this is not hard, for daily practice wears down any nature, as a soft rope cuts grooves in the hard stone of a well.
""", """Devotees take from it that freedom from lust keeps them close to God wherever they are, and that it is held by a busy mind, moderate eating and steady rules."""),
]
