// The people of Maison Sabine: those who make the shoes and those who wear them. All fictional.
// `wears` lists product refs from seed/catalog-plan.md (`${type}/${color}`; gloves: 'gloves').

export const people: Array<{
  slug: string
  name: string
  role: { en: string; fr: string }
  bio: { en: string; fr: string }
  /** Generated image key: 'person/<slug>'. */
  portrait: string
  wears: string[]
}> = [
  {
    slug: 'sabine-delorme',
    name: 'Sabine Delorme',
    role: { en: 'Founder and Creative Director', fr: 'Fondatrice et directrice artistique' },
    bio: {
      en: 'Sabine Delorme founded Maison Sabine in Paris in 2018, after twelve years developing shoes for Italian manufacturers, shuttling between design studios and factory floors. There she noticed that the most beautiful heels were often the least wearable, and set out to prove that the two could be reconciled. Her answer was radical in its simplicity: a single heel height, 10 cm, refined until it feels natural. She still tries every new last on her own foot, lives a few streets from the boutique on rue de Tournon, and walks to work in her own pumps every day — cobblestones included.',
      fr: 'Sabine Delorme fonde Maison Sabine à Paris en 2018, après douze années passées à développer des souliers pour des fabricants italiens, entre bureaux de style et ateliers de production. Elle y fait un constat : les talons les plus beaux sont souvent les moins portables. Elle entreprend alors de prouver que l’on peut réconcilier les deux, avec une réponse d’une simplicité radicale : une seule hauteur de talon, 10 cm, travaillée jusqu’à paraître naturelle. Elle essaie encore elle-même chaque nouvelle forme, habite à quelques rues de la boutique de la rue de Tournon et s’y rend à pied chaque jour, en escarpins – pavés compris.',
    },
    portrait: 'person/sabine-delorme',
    wears: ['pumps/black', 'ankle-boots/cognac'],
  },
  {
    slug: 'clemence-aubry',
    name: 'Clémence Aubry',
    role: { en: 'Head of Design', fr: 'Directrice du design' },
    bio: {
      en: 'Clémence Aubry trained as an architect before turning to footwear, and it shows. At Maison Sabine since 2019, she leads a small studio above the boutique, where every style is drawn at full scale, built first as a paper pattern and then as a trial pair in leftover leather, before a single skin is cut. She thinks of a shoe as a structure that must carry weight gracefully, and spends as long on the inside — the pitch, the shank, the padding — as on the silhouette. Her favourite design is the red ankle boot, with its clean, unbroken line from heel to toe.',
      fr: 'Clémence Aubry a été formée à l’architecture avant de se tourner vers la chaussure, et cela se voit. Chez Maison Sabine depuis 2019, elle dirige un petit studio au-dessus de la boutique, où chaque modèle est dessiné à l’échelle 1, monté d’abord en patron de papier, puis en paire d’essai dans des chutes de cuir, avant que la moindre peau ne soit coupée. Pour elle, un soulier est une structure qui doit porter un poids avec grâce : elle consacre autant de temps à l’intérieur – la cambrure, le cambrion, le rembourrage – qu’à la silhouette. Sa création préférée : la bottine rouge, à la ligne nette et continue, du talon à la pointe.',
    },
    portrait: 'person/clemence-aubry',
    wears: ['ankle-boots/red', 'sandals/ivory'],
  },
  {
    slug: 'lucia-marcantoni',
    name: 'Lucia Marcantoni',
    role: { en: 'Master Shoemaker, workshop in the Marche', fr: 'Maître artisan chausseur, atelier des Marches' },
    bio: {
      en: 'Lucia Marcantoni is the third generation of her family to run the workshop near Fermo, in the Marche, where every Maison Sabine pair is made. She learned the trade at fifteen at her father’s bench, lasting uppers after school, and today leads a team of twenty-two artisans. Nothing leaves the workshop without passing through her hands: she checks each heel against its gauge and compares every pair side by side in daylight. She keeps the beechwood master lasts in a locked cabinet and says the secret of a comfortable 10 cm heel is patience — starting with the 48 hours each shoe spends resting on its last.',
      fr: 'Lucia Marcantoni est la troisième génération de sa famille à diriger l’atelier situé près de Fermo, dans les Marches, où naît chaque paire Maison Sabine. Elle a appris le métier à quinze ans, à l’établi de son père, en montant des tiges après l’école, et dirige aujourd’hui une équipe de vingt-deux artisans. Rien ne quitte l’atelier sans passer entre ses mains : elle vérifie chaque talon sur son gabarit et compare chaque paire à la lumière du jour. Gardienne des formes maîtresses en hêtre, elle affirme que le secret d’un talon de 10 cm confortable, c’est la patience – à commencer par les 48 heures de repos de chaque soulier sur sa forme.',
    },
    portrait: 'person/lucia-marcantoni',
    wears: ['sneakers/black', 'boots/taupe'],
  },
  {
    slug: 'ines-vallier',
    name: 'Inès Vallier',
    role: { en: 'Dancer and choreographer', fr: 'Danseuse et chorégraphe' },
    bio: {
      en: 'Inès Vallier is a contemporary dancer and choreographer based in Paris, known for solo pieces performed in unexpected places — a covered market, a library stairwell, the banks of the canal Saint-Martin. Trained in classical ballet before turning to contemporary work, she is exacting about balance, and was the first person outside our studio to wear our pumps for a full evening on stage. Her verdict: a good heel should let you forget your feet and think only of the music. Off stage, she alternates between the red pumps and the gold sandals, and walks everywhere.',
      fr: 'Inès Vallier est danseuse et chorégraphe contemporaine à Paris, connue pour ses solos présentés dans des lieux inattendus – un marché couvert, une cage d’escalier de bibliothèque, les berges du canal Saint-Martin. Formée à la danse classique avant de se tourner vers le contemporain, elle est intransigeante en matière d’équilibre : elle a été la première, en dehors de notre studio, à porter nos escarpins toute une soirée sur scène. Son verdict : un bon talon doit faire oublier ses pieds pour ne plus penser qu’à la musique. À la ville, elle alterne escarpins rouges et sandales dorées, et va partout à pied.',
    },
    portrait: 'person/ines-vallier',
    wears: ['pumps/red', 'sandals/gold', 'sandals/black'],
  },
  {
    slug: 'helene-marchetti',
    name: 'Hélène Marchetti',
    role: { en: 'Gallerist', fr: 'Galeriste' },
    bio: {
      en: 'Hélène Marchetti opened her gallery in the Marais in 2011 and has made her name showing ceramicists, weavers and glassmakers alongside painters. She spends her days on her feet — hanging shows, receiving collectors, crossing Paris from one studio to the next — and her evenings at openings, which is why she owns the black boots, the ivory ankle boots and, for winter private views, the lambskin gloves. She met Sabine Delorme at a ceramics fair and recognised a kindred spirit, convinced that beautiful things are made slowly. In every pair she finds what she looks for in a work of art: the hand of the maker, visible only to those who look closely.',
      fr: 'Hélène Marchetti a ouvert sa galerie dans le Marais en 2011 et s’est fait un nom en exposant céramistes, tisserands et verriers aux côtés des peintres. Elle passe ses journées debout – accrochages, rendez-vous avec les collectionneurs, traversées de Paris d’un atelier à l’autre – et ses soirées en vernissage : d’où les bottes noires, les bottines ivoire et, l’hiver, les gants en agneau. Elle a rencontré Sabine Delorme dans un salon de céramique et y a reconnu une âme sœur, convaincue que les belles choses se font lentement. Elle retrouve dans chaque paire ce qu’elle cherche dans une œuvre : la main de l’artisan, visible seulement pour qui sait regarder.',
    },
    portrait: 'person/helene-marchetti',
    wears: ['boots/black', 'ankle-boots/ivory', 'pumps/nude', 'gloves'],
  },
  {
    slug: 'nora-kessler',
    name: 'Nora Kessler',
    role: { en: 'Fashion stylist', fr: 'Styliste de mode' },
    bio: {
      en: 'Nora Kessler is a fashion stylist who divides her time between Paris and Berlin, working on editorials, campaigns and runway shows. Her eye is famously precise: she builds a look around a single strong piece and strips away everything else. She first called in Maison Sabine for a shoot in 2022 — the burgundy boots, under a camel coat — and has kept coming back ever since. Her kit always holds the white sneakers for long days on set, and the yellow pumps for the moment a look needs a jolt of colour. Her advice: choose one shoe you truly love, and let it carry the outfit.',
      fr: 'Nora Kessler est styliste de mode entre Paris et Berlin, pour des éditoriaux, des campagnes et des défilés. Son œil est réputé pour sa précision : elle construit une silhouette autour d’une seule pièce forte et retire tout le superflu. Elle a découvert Maison Sabine lors d’une séance photo en 2022 – les bottes bordeaux, sous un manteau camel – et n’a cessé d’y revenir depuis. Dans sa valise, toujours les baskets blanches pour les longues journées de prise de vue, et les escarpins jaunes pour le moment où une tenue réclame un éclat de couleur. Son conseil : choisir un soulier que l’on aime vraiment, et lui laisser porter la tenue.',
    },
    portrait: 'person/nora-kessler',
    wears: ['boots/burgundy', 'pumps/yellow', 'sneakers/white', 'ankle-boots/black'],
  },
]
