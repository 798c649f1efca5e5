// Words that introduce the companies an input names as integrations, partners or competitors.
// AFTER cues come before the names ("integrates with Salesforce, HubSpot"); BEFORE cues come after
// them, as Japanese, Korean and Chinese write it ("SalesforceやHubSpotと連携", "Zendesk와 경쟁",
// "与Salesforce集成"). Data only, '|' separated.

export type NameKind = 'integrations' | 'partners' | 'competitors_named';

export const NAME_CUES: Record<NameKind, { after: string; before: string }> = {
  integrations: {
    after:
      'integrates with|integrate with|integrated with|integration with|integrations with|integrations for|' +
      'native integration with|native integrations with|connects to|connects with|plugs into|syncs with|works with|' +
      'se integra con|integración con|integraciones con|conecta con|se conecta con|integra com|integra-se com|' +
      'se integra ao|se integra com|integração com|integrações com|conecta com|integriert mit|integriert sich in|' +
      "Integration mit|Integrationen mit|Schnittstelle zu|Schnittstellen zu|s'intègre à|s'intègre avec|" +
      'intégration avec|intégrations avec|se connecte à|si integra con|integrazione con|integrazioni con|' +
      'si collega a|集成了|对接了|接入了|支持对接|連携先は|연동 대상은|' +
      'integrates natively with|natively integrates with|integrates seamlessly with|integrations include|' +
      'connected to|' +
      'se integra nativamente con|integrado con|integrada con|integrado com|integrada com|integrieren uns mit|' +
      'integrieren mit|angebunden an|Anbindung an|intègre|intègre nativement|connecté à|connectée à|interfacé avec|' +
      'integrato con|integrata con|connesso a|collegato a|接入|已接入|支持接入|' +
      // Base forms and compatibility: "we connect to Dentrix", "certified for Universal Robots".
      'connect to|connect with|sync with|sync to|syncs to|compatible with|certified for|reads data from|' +
      'pulls data from|built on top of|export to|exports to|exportieren an|exportieren bereits an|exporta a|exporta para|' +
      'exporte vers|esporta verso|nos conectamos con|conectamos con|sincroniza con|compatible con|certificado para|' +
      'integramos com|nos conectamos com|conectamos com|sincroniza com|compatível com|certificado para|' +
      'verbinden uns mit|kompatibel mit|zertifiziert für|liest Daten aus|nous connectons à|se synchronise avec|' +
      'compatible avec|certifié pour|certifiée pour|certifiés pour|certifiées pour|ci integriamo con|' +
      'si sincronizza con|compatibile con|certificato per|certificata per|' +
      // Rails and platforms a product runs on or is paid through: "built on Polygon", "payments via MTN MoMo",
      // "integração ao TOTVS", "tramite Satispay", "基于Polygon".
      'built on|runs on|powered by|plug into|payments via|payment via|paid via|pays via|payments through|' +
      'app for|apps for|plugin for|extension for|add-on for|via|' +
      'construido sobre|construida sobre|funciona con|conectado a|conectada a|pagos vía|pagos con|pagos por|' +
      'cobros por|cobros con|cobros vía|integração ao|integração à|integrado ao|integrada ao|integrados ao|' +
      'integração nativa com|construído sobre|construída sobre|roda em|pagamentos via|pagamentos por|' +
      'pagamentos com|basiert auf|aufgebaut auf|läuft auf|Zahlungen über|Zahlung über|Zahlung per|' +
      'Zahlungen per|construit sur|basé sur|paiements par|paiements via|paiement par|paiement via|' +
      'costruito su|costruita su|basato su|basata su|pagamenti tramite|pagamenti con|pagamento tramite|' +
      'tramite|si appoggia a|基于|借助|通过|' +
      // Links told as a connection, a sync or a place inside another product.
      'pulls orders from|pulls data from|reads from|embedded in|lives inside|works inside|available on|on top of|' +
      'conexión con|se conecta a|integrado en|integrada en|sincronizado con|sincronizada con|importa datos de|' +
      'conexão com|conectado ao|conectada ao|conecta ao|conecta-se ao|sincronizado com|puxa dados do|puxa dados da|' +
      'Integration in|Integration von|verbunden mit|verknüpft mit|nahtlos mit|Schnittstelle an|integrierbar in|' +
      "connexion avec|connexion à|connecté avec|synchronisé avec|synchronisation avec|s'intègre dans|intégré à|" +
      'intégrée à|intégré dans|branché sur|connessione con|collegamento con|collegato con|sincronizzato con|' +
      'integrato in|si integra in|dialoga con|支持|嵌入|整合|连接|同步|联通|' +
      // Support, connectors, and data sent to or taken from another product, in the nine languages.
      'supports|support for|native support for|connector for|connectors for|connector to|plugins for|' +
      'integrated into|integrates into|integrate into|embedded into|hooks into|linked to|linked with|feeds into|' +
      'sends data to|pushes data to|exports data to|imports from|imports data from|writes back to|' +
      'soporta|soporte para|conector para|conectores para|se integra en|integramos con|integrada a|integrado a|' +
      'enlaza con|exporta datos a|importa desde|suporta|suporte a|suporte para|conector para|integra-se a|' +
      'integra ao|integramos ao|exporta dados para|importa de|unterstützt|Unterstützung für|Konnektor für|' +
      'Konnektoren für|Anbindung von|Schnittstelle für|Schnittstellen für|integriert in|integrieren in|' +
      'gekoppelt mit|exportiert nach|exportiert an|importiert aus|synchronisiert mit|prend en charge|supporte|' +
      'connecteur pour|connecteurs pour|interface avec|intégré avec|intégrée avec|exporte vers|importe depuis|' +
      'relié à|reliée à|supporta|connettore per|connettori per|si interfaccia con|interfacciato con|' +
      'integrabile con|esporta su|esporta verso|importa da|invio allo|invio al|collegata a|兼容|对接到|接入到|' +
      '集成到|连接到|打通了|支持与|連携先：|연동처는|' +
      // Products named as examples of the systems a product works with: "plugs into ERPs like SAP".
      'ERPs like|ERPs such as|ERP like|ERP such as|CRMs like|CRMs such as|EHRs like|EHRs such as|' +
      'EHR systems like|POS systems like|ERP como|ERPs como|CRM como|ERP-Systeme wie|ERP-Systemen wie|' +
      'ERP comme|ERP tels que|logiciels de caisse comme|ERP come|gestionali come|ERP如',
    before:
      'に連携|と連動|と連携|との連携|と統合|とのAPI連携|に対応|와 연동|과 연동|와의 연동|과의 연동|와 통합|과 통합|集成|对接|打通|' +
      // Latin names before the word for the link: "its NetSuite and QuickBooks sync", "a Salesforce connector".
      'sync|connector|connectors|integration|integrations|plugin|plug-in|add-on|と接続|와 호환|과 호환|兼容|适配|' +
      '経由|上で|上に構築|を基盤|기반으로|기반의|를 통해|을 통해|와 연결|과 연결|에 연결|上构建|上运行|' +
      'に接続|と同期|とAPI連携|に組み込|上で動作|と互換|に連携|와 연계|과 연계|에 연동|와 동기화|과 동기화|에 탑재|에 통합|' +
      // "a Shopify app", "a HubSpot-certified connector", "の API と連携", "와 API 연동", "的插件".
      'app|apps|と自動連携|に自動連携|とAPI接続|のAPIと連携|に対応した|' +
      'と連係|와 API 연동|과 API 연동|와 연동되|과 연동되|에 연동되|연동을 지원|的集成|的接口|的插件|的API|' +
      'などのERP|などのツール|などのシステム|などのプラットフォーム|등의 ERP|같은 ERP|등의 툴|같은 툴|등의 플랫폼|' +
      '등의 시스템|等ERP|等系统',
  },
  partners: {
    after:
      'partnered with|partner with|partners with|partnering with|partnership with|partnerships with|' +
      'in partnership with|teamed up with|alliance with|partners include|partners are|partner of|' +
      'asociación con|alianza con|alianzas con|socios como|nos asociamos con|en alianza con|parceria com|parcerias com|' +
      'em parceria com|parceiros como|Partnerschaft mit|Partnerschaften mit|kooperiert mit|Kooperation mit|' +
      'Partner wie|Integrationspartnerschaft mit|Vertriebspartnerschaft mit|Technologiepartnerschaft mit|' +
      'Kooperationspartnerschaft mit|partenariat avec|partenariats avec|en partenariat avec|partenaire de|partenaires comme|' +
      'partnership con|in collaborazione con|collaborazione con|partner come|合作伙伴包括|合作伙伴有|' +
      '提携先は|パートナーは|파트너사는|제휴사는|' +
      // A reseller's or distributor's maker is its partner: "we sell Hoymiles microinverters".
      'we resell|we distribute|reseller of|resellers of|distributor of|distributors of|' +
      'revendemos|distribuimos|distribuidor de|revendedor de|wir vertreiben|Vertriebspartner von|' +
      'nous distribuons|nous revendons|distributeur de|revendeur de|distribuiamo|rivenditore di|distributore di|' +
      // Agreements, collaborations and the channel a product is sold through.
      'agreement with|deal with|signed with|collaborate with|collaborating with|collaboration with|co-sell with|' +
      'distributed by|resold by|sold through|resells through|resold through|sells through|distributed through|' +
      'sold via|through channel partners like|channel partners include|resellers include|' +
      'vende a través de|se vende a través de|distribuido a través de|vendido por meio de|revendido por|' +
      'vertrieben durch|Vertrieb über|verkauft über|vendu par|revendu par|commercialisé par|venduto tramite|' +
      'distribuito tramite|white-label for|acuerdo con|convenio con|colaboramos con|' +
      'colaboración con|distribuido por|de la mano de|acordo com|convênio com|colaboramos com|colaboração com|' +
      'distribuído por|em conjunto com|Vereinbarung mit|Zusammenarbeit mit|gemeinsam mit|vertrieben über|' +
      'vertrieben von|accord avec|collaborons avec|collaboration avec|distribué par|aux côtés de|accordo con|' +
      'collaboriamo con|distribuito da|in partnership con|convenzione con|' +
      // Partners listed or named by the kind of tie: cooperation, joint ventures, official and strategic partners.
      'partners such as|partners like|partner such as|partnered up with|alliances with|strategic partner of|' +
      'official partner of|a partner of|partner to|reseller for|distributor for|distribution agreement with|' +
      'joint venture with|in cooperation with|cooperation with|cooperate with|cooperates with|co-developed with|' +
      'socio de|socios de|socios incluyen|alianza estratégica con|en colaboración con|cooperación con|' +
      'empresa conjunta con|parceiro de|parceiros de|parceria estratégica com|parceiros incluem|' +
      'em colaboração com|cooperação com|joint venture com|Partner von|Partnern wie|Partner sind|' +
      'in Kooperation mit|kooperieren mit|Joint Venture mit|Partner der|Partner des|partenaire officiel de|' +
      'partenaires tels que|partenaires incluent|en collaboration avec|coopération avec|coentreprise avec|' +
      'partner di|partner ufficiale di|partner tra cui|in cooperazione con|joint venture con|collabora con|' +
      '提携先：|パートナー企業は|販売代理店は|협력사는|파트너로는|合作方包括|合作伙伴：',
    before:
      'と提携|と業務提携|と資本業務提携|とパートナーシップ|와 제휴|과 제휴|와 파트너십|과 파트너십|와 협력|과 협력|' +
      '와 손잡|과 손잡|合作|达成合作|建立合作|と協業|と共同|と組ん|と契約|と協力|와 협업|과 협업|와 계약|과 계약|' +
      '와 공동|과 공동|签约|携手|联手|战略合作|达成战略合作|建立战略合作|와 제휴를|과 제휴를|와 업무협약|과 업무협약|' +
      // "との提携", "와의 제휴", "的合作伙伴": the tie written with a possessive between the name and the word.
      'との提携|との業務提携|との協業|とのパートナーシップ|との協力|との共同開発|와의 제휴|과의 제휴|와의 파트너십|' +
      '과의 파트너십|와의 협력|과의 협력|와의 협업|과의 협업|와 MOU|과 MOU|와의 MOU|과의 MOU|와 업무 협약|과 업무 협약|' +
      '와 전략적 제휴|과 전략적 제휴|的合作伙伴|的战略合作|的战略伙伴|的代理商|的经销商|的授权经销商|の販売代理店|의 파트너',
  },
  competitors_named: {
    after:
      'unlike|competing with|compete with|competes with|competitors are|competitors include|competitors like|' +
      'competitors such as|competitor to|rivals like|rivals such as|vs|vs.|versus|alternative to|an alternative to|' +
      'compared to|compared with|against|we replace|replaces|a diferencia de|competimos con|compite con|' +
      'competidores como|competidores son|alternativa a|frente a|comparado con|en comparación con|ao contrário do|' +
      'ao contrário da|diferente do|diferente da|concorremos com|concorre com|concorrentes como|concorrentes são|' +
      'alternativa ao|alternativa à|comparado ao|comparado com|im Gegensatz zu|anders als|konkurrieren mit|' +
      'konkurriert mit|Wettbewerber wie|Wettbewerber sind|Konkurrenten wie|Alternative zu|verglichen mit|im Vergleich zu|' +
      'contrairement à|à la différence de|en concurrence avec|concurrents comme|concurrents sont|concurrent de|' +
      'alternative à|face à|par rapport à|a differenza di|in concorrenza con|competiamo con|compete con|' +
      'concorrenti come|concorrenti sono|alternativa a|rispetto a|競合は|競合には|競合として|경쟁사는|경쟁사로는|' +
      '竞争对手有|竞争对手包括|竞争对手是|竞品有|竞品包括|不同于|对标|替代|' +
      // Sales teams name the rival they lose deals to: "we usually lose to X", "perdemos frente a X".
      'lose to|lost to|losing to|lose deals to|lost deals to|losing deals to|sell against|selling against|' +
      'perder frente a|perder contra|perder ante|perder para|perdre face à|perdre contre|perdere contro|' +
      'perdemos frente a|perdemos contra|perdemos ante|perdemos negocios con|perdemos para|perdemos negócios para|' +
      'perdemos muitos negócios para|verlieren gegen|verlieren oft gegen|verlieren häufig gegen|verlieren Deals an|' +
      'perdons face à|perdons contre|perdons souvent face à|perdons souvent contre|perdiamo contro|' +
      'perdiamo spesso contro|输给|败给|丢单给',
    before:
      'と競合|と競争|の競合|の代替|とは異なり|と比べて|と比較して|와 경쟁|과 경쟁|와의 경쟁|과의 경쟁|의 대안|' +
      '와 달리|과 달리|와 비교|과 비교|竞争|相比|的替代品|的替代方案|に負け|に競り負け|에 밀리|에 밀립|에 밀렸|' +
      '에게 밀리|에게 밀립|에게 밀렸|에 자주 밀|에게 자주 밀|에 번번이 밀|에 패하|에게 패하',
  },
};

/** Wishes and plans: the partnership or integration is not there yet. */
export const PROSPECTIVE =
  'want to|want a|want an|wants a|seek a|seeking a|would like to|wish to|plan to|planning to|hope to|looking to|seeking to|consider|considering|' +
  'interested in|queremos|buscamos|nos gustaría|planeamos|quer|queremos|gostaríamos|planejamos|wollen|möchten|planen|' +
  'suchen|voulons|souhaitons|cherchons|aimerions|vogliamo|vorremmo|cerchiamo|したい|を検討|希望|予定|검토|싶|원합|' +
  '계획|希望|计划|想要|寻求';

/** Words before a name list that are not part of any name. */
export const LIST_LEAD =
  'the|a|an|tools like|platforms like|such as|like|including|incl.|e.g.|el|la|los|las|o|os|as|' +
  "como|tales como|der|die|das|den|dem|wie|z. B.|le|les|l'|comme|tels que|il|lo|gli|i|come|tra cui|incluyendo|incluindo|" +
  'ao|à|al|au|aux|alla|allo|zum|zur';

/** Capitalised words that start sentences or name things other than companies. */
export const NOT_NAMES =
  'We|Our|I|The|This|That|It|They|Their|You|Your|He|She|Also|Both|Many|Most|Other|Others|All|' +
  'Unlike|Like|And|Or|But|AI|API|APIs|SaaS|CRM|ERP|CRMs|ERPs|EHR|EHRs|POS|Nosotros|Nuestro|Nuestra|Nós|Nosso|Nossa|Wir|Unser|Unsere|Nous|' +
  'Notre|Nos|Noi|Il|La|Le|Les|El|Los|Las|Die|Der|Das|Es|Ein|Eine|Un|Una|Uma|Um|Une';
