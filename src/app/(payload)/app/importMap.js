import { OrderHeader as OrderHeader_d0a402df69f9704d65eec87d944b65fd } from '@/admin/orders/OrderHeader'
import { StatusCell as StatusCell_7b3a6eeddc8da57e2eaa6a7b257cf7dc } from '@/admin/orders/StatusCell.client'
import { AttentionCell as AttentionCell_7b3a6eeddc8da57e2eaa6a7b257cf7dc } from '@/admin/orders/StatusCell.client'
import { EuroCell as EuroCell_b2a1b40c4ac7f847f7a0e6eafbbe8963 } from '@/admin/money/EuroCell.client'
import { EuroField as EuroField_523cb5b485a5dc49b26ed82542d454c7 } from '@/admin/money/EuroField.client'
import { VatCell as VatCell_9f5cb217602bdace6441464e73b9990c } from '@/admin/orders/VatCell.client'
import { OrdersExport as OrdersExport_7c94a79aed3125c800eecbe12d360511 } from '@/admin/orders/OrdersExport'
import { SavedSummary as SavedSummary_c4a2549339ca56a8db0bde6255f85ac3 } from '@/admin/SavedSummary'
import { StoreWeek as StoreWeek_b34cf0e0d02a0731800b90c22e783db4 } from '@/admin/stores/StoreWeek.client'
import { FrenchTitleWarning as FrenchTitleWarning_ec9d2e99f91b31ef4a62f452c832fa70 } from '@/admin/preorders/FrenchTitleWarning'
import { ProductTypeField as ProductTypeField_031e1f15309d9e16d2f9266900d74ca7 } from '@/admin/preorders/CatalogField'
import { ColourField as ColourField_031e1f15309d9e16d2f9266900d74ca7 } from '@/admin/preorders/CatalogField'
import { InterestSummary as InterestSummary_b6272f4557db842756beeacbb3f24d1d } from '@/admin/InterestSummary'
import { ContactReply as ContactReply_43f32c2b5d451e90d08d11736c14bc4e } from '@/admin/contacts/ContactReply'
import { VisitViews as VisitViews_bc0b0705298bc0dff734f7f3f4480f62 } from '@/admin/VisitViews'
import { ExportCsvLink as ExportCsvLink_4f611a78e1d34f2b03430077cb0fc34f } from '@/admin/ExportCsvLink'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PublishByDefault as PublishByDefault_4e1e75efc38a57695b028d7debf4b129 } from '@/admin/schedule/PublishByDefault.client'
import { EmailPreview as EmailPreview_d875011037a8758b9fa96e9aee8adb24 } from '@/admin/outbox/EmailPreview'
import { Icon as Icon_40e1e762141bc86e9d557d32dfdbab66 } from '@/admin/brand/Icon'
import { Logo as Logo_63b9636160eb5368603ae8c735841b4e } from '@/admin/brand/Logo'
import { NavLinks as NavLinks_26c7d8d38d5a1a9e15171b32721673cd } from '@/admin/nav/NavLinks'
import { Dashboard as Dashboard_0d6625b7f13ee764fd23a0cf2428adda } from '@/admin/dashboard/Dashboard'
import { EmailTestView as EmailTestView_f3736f52a926bcc7890f11afdaac26d2 } from '@/admin/EmailTestView'
import { StockView as StockView_fbb3a5c10e91b8c43f84fd6a0a731319 } from '@/admin/StockView'
import { SupplyView as SupplyView_bb6b6079c190070880faf0708799ef23 } from '@/admin/supply/SupplyView'
import { ReceiveView as ReceiveView_92062b8f4fd0d9925556b35c998825e3 } from '@/admin/supply/ReceiveView'
import { PipelineView as PipelineView_4ea67bb01deb031e74dc0924b50a516b } from '@/admin/supply/PipelineView'
import { CartsView as CartsView_06baf095335becac58caaa9e44c33a3b } from '@/admin/CartsView'
import { SessionTestView as SessionTestView_d879fe6979d7753993889e2fe24495f3 } from '@/admin/SessionTestView'
import { ManageUsersView as ManageUsersView_676ad77e307513f23ab765de383d0af5 } from '@/admin/staff/ManageUsersView'
import { TwoFactorView as TwoFactorView_1e76631c8406efae1a15d1b6769cf716 } from '@/admin/staff/TwoFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/admin/orders/OrderHeader#OrderHeader": OrderHeader_d0a402df69f9704d65eec87d944b65fd,
  "@/admin/orders/StatusCell.client#StatusCell": StatusCell_7b3a6eeddc8da57e2eaa6a7b257cf7dc,
  "@/admin/orders/StatusCell.client#AttentionCell": AttentionCell_7b3a6eeddc8da57e2eaa6a7b257cf7dc,
  "@/admin/money/EuroCell.client#EuroCell": EuroCell_b2a1b40c4ac7f847f7a0e6eafbbe8963,
  "@/admin/money/EuroField.client#EuroField": EuroField_523cb5b485a5dc49b26ed82542d454c7,
  "@/admin/orders/VatCell.client#VatCell": VatCell_9f5cb217602bdace6441464e73b9990c,
  "@/admin/orders/OrdersExport#OrdersExport": OrdersExport_7c94a79aed3125c800eecbe12d360511,
  "@/admin/SavedSummary#SavedSummary": SavedSummary_c4a2549339ca56a8db0bde6255f85ac3,
  "@/admin/stores/StoreWeek.client#StoreWeek": StoreWeek_b34cf0e0d02a0731800b90c22e783db4,
  "@/admin/preorders/FrenchTitleWarning#FrenchTitleWarning": FrenchTitleWarning_ec9d2e99f91b31ef4a62f452c832fa70,
  "@/admin/preorders/CatalogField#ProductTypeField": ProductTypeField_031e1f15309d9e16d2f9266900d74ca7,
  "@/admin/preorders/CatalogField#ColourField": ColourField_031e1f15309d9e16d2f9266900d74ca7,
  "@/admin/InterestSummary#InterestSummary": InterestSummary_b6272f4557db842756beeacbb3f24d1d,
  "@/admin/contacts/ContactReply#ContactReply": ContactReply_43f32c2b5d451e90d08d11736c14bc4e,
  "@/admin/VisitViews#VisitViews": VisitViews_bc0b0705298bc0dff734f7f3f4480f62,
  "@/admin/ExportCsvLink#ExportCsvLink": ExportCsvLink_4f611a78e1d34f2b03430077cb0fc34f,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/admin/schedule/PublishByDefault.client#PublishByDefault": PublishByDefault_4e1e75efc38a57695b028d7debf4b129,
  "@/admin/outbox/EmailPreview#EmailPreview": EmailPreview_d875011037a8758b9fa96e9aee8adb24,
  "@/admin/brand/Icon#Icon": Icon_40e1e762141bc86e9d557d32dfdbab66,
  "@/admin/brand/Logo#Logo": Logo_63b9636160eb5368603ae8c735841b4e,
  "@/admin/nav/NavLinks#NavLinks": NavLinks_26c7d8d38d5a1a9e15171b32721673cd,
  "@/admin/dashboard/Dashboard#Dashboard": Dashboard_0d6625b7f13ee764fd23a0cf2428adda,
  "@/admin/EmailTestView#EmailTestView": EmailTestView_f3736f52a926bcc7890f11afdaac26d2,
  "@/admin/StockView#StockView": StockView_fbb3a5c10e91b8c43f84fd6a0a731319,
  "@/admin/supply/SupplyView#SupplyView": SupplyView_bb6b6079c190070880faf0708799ef23,
  "@/admin/supply/ReceiveView#ReceiveView": ReceiveView_92062b8f4fd0d9925556b35c998825e3,
  "@/admin/supply/PipelineView#PipelineView": PipelineView_4ea67bb01deb031e74dc0924b50a516b,
  "@/admin/CartsView#CartsView": CartsView_06baf095335becac58caaa9e44c33a3b,
  "@/admin/SessionTestView#SessionTestView": SessionTestView_d879fe6979d7753993889e2fe24495f3,
  "@/admin/staff/ManageUsersView#ManageUsersView": ManageUsersView_676ad77e307513f23ab765de383d0af5,
  "@/admin/staff/TwoFactorView#TwoFactorView": TwoFactorView_1e76631c8406efae1a15d1b6769cf716,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
