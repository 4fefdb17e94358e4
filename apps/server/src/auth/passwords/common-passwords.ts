/**
 * About 1269 of the passwords most often found in breach corpora and "top passwords"
 * lists, lower-cased. The policy also rejects them with digits or symbols appended
 * (see isCommonPassword), which covers most of the next hundred thousand.
 */
export const commonPasswords: readonly string[] = `
  123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234
  password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321
  monkey 27653 1qaz2wsx 123321 qwertyuiop superman asdfghjkl trustno1 football baseball welcome
  shadow master michael jennifer hunter ashley jessica 696969 mustang 7777777 freedom whatever
  qazwsx login starwars passw0rd password123 admin admin123 121212 flower hottie loveme zaq1zaq1
  hello charlie aa123456 donald bailey access batman buster soccer hockey killer george andrew
  tigger robert thomas daniel jordan harley ranger pepper joshua maggie matthew hannah jasmine
  nicole summer chelsea amanda anthony computer corvette dallas taylor yankees cheese internet
  biteme merlin golfer orange cookie 11111111 secret sparky diamond ginger silver thunder peanut
  cowboy 987654321 123654 1111 666666 555555 88888888 12341234 112233 159753 987654 789456 147258
  159357 123qwe qwe123 1qazxsw2 asdf1234 q1w2e3r4 1q2w3e4r5t 1q2w3e 123abc abcd1234 abcdef abcdefg
  qwertyui asdfgh zxcvbnm zxcvbn asdasd qweqwe qwerty1 iloveyou1 princess1 football1 monkey1
  sunshine1 charlie1 michael1 jordan23 babygirl babygirl1 lovely loveyou lovers lover iloveu
  iloveme baby angel angel1 angels beautiful blessed butterfly friends forever family fuckyou
  fuckyou1 fuckoff asshole bitch bitches cocacola chocolate chicken chris christian christina
  christopher elizabeth samantha melissa michelle stephanie victoria veronica vanessa patricia
  natalie brandon justin william richard robert1 tiffany rachel rebecca sophie sophia olivia emma
  emily madison alexander alexis alexandra alex austin benjamin brian carlos charles cheyenne
  courtney crystal dakota daniela danielle david dennis diana edward eminem fernando franklin
  gabriel garfield gateway hello1 hello123 helpme heather heaven hollywood horses iceman isabella
  jackson jack jake james jasper javier jeremy jesus jesus1 jessie joseph junior justice kelly
  kevin kimberly lakers lauren liverpool london lucky maria mariah marina mario marlboro martin
  matrix maverick melanie mercedes mickey midnight miguel miller monica morgan mother nathan
  nicholas nirvana oliver orange1 packers panther panthers patrick paul peaches phoenix pokemon
  poohbear power purple qazwsxedc rainbow raiders redsox richard1 rockstar rocky ronaldo rosebud
  sabrina samsung sandra sarah scooter scorpion secret1 sexy shannon shorty simpsons skater
  slipknot snoopy snowball spider spiderman starwars1 steelers steven stupid sweety sweetheart
  sweetie tennis tequiero teresa test test123 testing thomas1 tigers toyota trinity tucker turtle
  tweety valentina victor vincent warrior webster william1 willie winner winter yamaha yellow
  zachary zxcvbnm1 123456a 123456q 1234qwer 12345a 12345q 12345qwert 123456789a 1234567a a123456
  a12345 a1b2c3 a1b2c3d4 aaaaaa aaaaaaaa abc123456 admin1 administrator adminadmin root toor guest
  changeme default letmein1 letmein123 welcome1 welcome123 pass pass123 pass1234 password!
  password12 password1234 password2 p@ssw0rd p@ssword passw0rd1 passwd qwerty12 qwerty1234
  qwerty12345 qwertyu 1qaz2wsx3edc 1qaz@wsx 2wsx3edc 3edc4rfv 1q2w3e4r5t6y 1q2w3e4r5t6y7u8i
  1234abcd 12qwaszx 123qweasd 123qweasdzxc qweasd qweasdzxc qazxsw zaq1xsw2 asdfg asdfghjk asdfghj
  zxcvbn1 zxcv1234 1234asdf 147258369 741852963 963852741 852456 456789 456123 789123 321654
  11223344 112233445566 121314 131313 141414 202020 212121 232323 252525 292929 123456123
  123123123 111222 111222333 000000000 0000000 00000000 1111111 11111 111111111 1111111111 2222
  222222 22222222 3333 333333 4444 444444 5555 55555 5555555 6666 6666666 7777 777777 77777777
  8888 888888 8888888 9999 999999 99999999 9999999 10203 102030 1234321 12321 123454321 1212 1313
  2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 2010 2011 2012 2013 2014 2015 2016 2017 2018
  2019 2020 2021 2022 2023 2024 2025 1990 1991 1992 1993 1994 1995 1996 1997 1998 1999 1980 1985
  1987 1988 1989 blink182 123456789q 1234567890q q1w2e3r4t5 q1w2e3r4t5y6 qwert qwerty123456
  qwertyuiop123 qwertz qwertzuiop azerty azertyuiop 1234567890qwerty football12 baseball1
  basketball soccer1 hockey1 golf tennis1 dragon1 dragons master1 masterkey killer1 shadow1
  superman1 batman1 spiderman1 ironman hulk thor captain starwar jedi yoda vader darkside pokemon1
  pikachu naruto sasuke goku dragonball mario1 zelda minecraft fortnite roblox overwatch warcraft
  counter diablo halo gamer gaming playstation xbox360 nintendo sega sonic hacker hack hacking
  cyber matrix1 neo morpheus secret123 private confidential access1 access14 letmeinnow opensesame
  open sesame trustno1! iloveyou! iloveyou2 iloveyou12 iloveyou123 loveyou1 lovelove love123
  love1234 mylove myspace myspace1 facebook google yahoo hotmail gmail outlook apple microsoft
  windows linux ubuntu android iphone samsung1 nokia motorola sony dell lenovo asus acer intel amd
  nvidia oracle mysql postgres database server network system system32 computer1 laptop desktop
  monitor keyboard mouse printer office work job money money1 dollar dollars cash rich million
  billion gold silver1 platinum diamond1 ruby emerald crystal1 pearl sapphire jade onyx amber
  coffee tea beer vodka whiskey wine bourbon tequila martini pizza burger hotdog cheese1 bacon
  steak chicken1 turkey banana apple1 cherry strawberry blueberry raspberry lemon orange2 peach
  mango pineapple coconut watermelon melon grape kiwi pumpkin potato tomato carrot pepper1 garlic
  onion candy sugar honey cookie1 cupcake muffin cake pie donut chocolate1 vanilla caramel
  cinnamon ginger1 mint butter popcorn nutella spring autumn fall summer1 winter1 january february
  march april may june july august september october november december monday tuesday wednesday
  thursday friday saturday sunday morning evening night tonight today tomorrow yesterday weekend
  holiday christmas easter halloween birthday party happy happy1 smile smiley funny crazy cool
  coolguy cool123 awesome amazing perfect superstar star stars rockstar1 music music1 guitar piano
  drums singer dance dancer dancing ballet theater movie movies cinema film actor actress
  hollywood1 disney mickey1 minnie goofy donald1 pluto simba nemo elsa frozen barbie ken princess2
  queen king kingkong prince knight castle dragon2 wizard magic merlin1 gandalf frodo hobbit
  legolas aragorn hogwarts harrypotter hermione voldemort batman2 joker catwoman robin superman2
  flash lantern aquaman wonderwoman avengers marvel dccomics xmen wolverine deadpool venom
  punisher blade ghost ghostrider phantom shadow2 ninja samurai warrior1 soldier army navy marine
  airforce pilot captain1 sergeant general major colonel commander sniper hunter1 hunting fishing
  fisher camping hiking outdoor nature forest jungle mountain river ocean beach island paradise
  tropical hawaii florida california texas newyork chicago boston miami vegas lasvegas seattle
  denver phoenix1 atlanta detroit houston dallas1 austin1 portland paris london1 berlin madrid
  rome tokyo moscow canada mexico brazil england france germany italy spain russia china japan
  india australia america usa freedom1 liberty patriot eagle eagles falcon hawk raven crow owl
  parrot penguin dolphin whale shark tiger tiger1 lion lions leopard cheetah panther1 jaguar
  cougar puma wolf wolves fox foxy bear bears teddy teddybear panda koala monkey2 gorilla elephant
  giraffe zebra horse horse1 pony unicorn dragonfly bumblebee butterfly1 ladybug spider1 snake
  cobra python viper scorpion1 turtle1 frog rabbit bunny kitten kitty cat cats catdog dog dogs
  doggy puppy puppies buddy buddy1 max maxwell charlie2 bella lucy daisy molly sadie maggie1
  bailey1 rocky1 duke bear1 toby jack1 coco oreo shadow3 smokey smokey1 tigger1 pepper2 zeus
  apollo athena hercules achilles odin loki thor1 freya ares hermes poseidon hades titan titanic
  olympus spartan trojan viking pirate pirates captainjack blackpearl treasure pokemon2 chevy
  chevrolet ford mustang1 camaro corvette1 ferrari porsche lamborghini bmw audi mercedes1 toyota1
  honda nissan mazda subaru jeep dodge harley1 ducati yamaha1 kawasaki suzuki motocross racing
  racer speed turbo nascar formula1 football2 soccer2 rugby cricket boxing wrestling karate judo
  kungfu yoga fitness gym muscle strong power1 energy fire firefire flames ice iceman1 snow
  snowman storm thunder1 lightning tornado hurricane rain rainbow1 sunshine2 sun moon moonlight
  starlight galaxy universe planet earth mars jupiter saturn venus pluto1 cosmos space rocket nasa
  alien aliens zombie zombies vampire werewolf monster monsters demon devil angel2 heaven1 hell
  god god123 jesuschrist christ lord amen bible faith hope love charity grace mercy blessing
  blessed1 prayer church holy spirit soul peace peace1 harmony freedom2 dream dreams dreamer
  imagine believe trust truth honest loyal respect pride glory victory champion winner1 number1
  numberone one two three four five six seven eight nine ten hundred thousand first second third
  last final begin start end hello2 hi hey welcome2 goodbye bye thankyou please sorry yes no maybe
  always never nothing something everything anything whatever1 whatsup what why where who when how
  test1 test1234 tester testtest testuser demo demo123 sample example user user1 user123 username
  login1 login123 logon signin member members public temp temp123 temporary backup super superuser
  supervisor manager boss chief owner master123 webmaster web website internet1 online offline
  connect network1 wireless wifi router modem cisco juniper huawei zte linksys netgear dlink
  tplink
`
  .split(/\s+/)
  .filter(Boolean)
