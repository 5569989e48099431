/** Odia catalogue (ଓଡ଼ିଆ). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const or: Catalogue = {
  pageTitle: 'ପେମେଣ୍ଟ',
  loading: 'ପେମେଣ୍ଟ ବିବରଣୀ ଲୋଡ୍ ହେଉଛି',
  errorTitle: 'ତ୍ରୁଟି',
  errorBody: 'କିଛି ଭୁଲ ହୋଇଗଲା।',
  tryAgain: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
  language: 'ଭାଷା',

  amountLabel: 'ଦୟାକରି ଏହି ରାଶି ପଠାନ୍ତୁ',
  currency: 'INR',
  copyAmount: 'ରାଶି କପି କରନ୍ତୁ',
  testMode: 'ଟେଷ୍ଟ ମୋଡ୍',

  stepOptions: 'ପେମେଣ୍ଟ ବିକଳ୍ପ',
  stepPay: 'ପେମେଣ୍ଟ କରନ୍ତୁ ଏବଂ UTR ଦାଖଲ କରନ୍ତୁ',
  stepResubmit: 'UTR ପୁଣି ଦାଖଲ କରନ୍ତୁ',
  stepThanks: 'ଧନ୍ୟବାଦ',
  stepOf: 'ପଦକ୍ଷେପ {step}, ମୋଟ {total}',
  goBack: 'ପଛକୁ ଯାଆନ୍ତୁ',
  progress: 'ପ୍ରଗତି',

  depositType: 'ପେମେଣ୍ଟ ପଦ୍ଧତି',
  selectOption: 'ଏକ ବିକଳ୍ପ ବାଛନ୍ତୁ',
  chooseThisOption: '{name} ମାଧ୍ୟମରେ ପେମେଣ୍ଟ କରନ୍ତୁ',
  backToOptions: 'ପେମେଣ୍ଟ ବିକଳ୍ପକୁ ଫେରନ୍ତୁ',
  alreadyPaid: 'ଆପଣ ପୂର୍ବରୁ ପେମେଣ୍ଟ କରିସାରିଛନ୍ତି କି? ପେମେଣ୍ଟ ସମ୍ପୂର୍ଣ୍ଣ କରିବାକୁ ଆପଣଙ୍କ UTR ନମ୍ବର ଦାଖଲ କରନ୍ତୁ।',

  scanToPay: 'ସ୍କାନ୍ କରି ପେମେଣ୍ଟ କରନ୍ତୁ',
  payWithApp: 'UPI ଆପ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ',
  appRefusedHelp:
    'ଯଦି ଆପଣଙ୍କ ଆପ୍ ପେମେଣ୍ଟ କରିବାକୁ ଦେଉନାହିଁ, ତେବେ UPI ଆଇଡି କପି କରନ୍ତୁ ଏବଂ ଆପଣଙ୍କ UPI ଆପ୍ ଭିତରୁ ସେହି ଆଇଡିକୁ ପେମେଣ୍ଟ କରନ୍ତୁ, କିମ୍ବା ଅନ୍ୟ ଏକ ଫୋନ୍‌ରୁ QR କୋଡ୍ ସ୍କାନ୍ କରନ୍ତୁ।',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'ଆପଣଙ୍କ ଆପ୍‌ରେ ଏହି ନାମ ଦେଖାଯିବ: {name}',
  payToUpiId: 'UPI ଆଇଡି କପି କରନ୍ତୁ, ତାପରେ ଆପଣଙ୍କ UPI ଆପ୍ ଖୋଲି UPI ଆଇଡିକୁ ପେମେଣ୍ଟ କରିବାର ବିକଳ୍ପ ବାଛନ୍ତୁ।',
  savedQrLimit:
    'UPI ଆପ୍ ସେଭ୍ କରାଯାଇଥିବା QR କୋଡ୍‌ରୁ ବ୍ୟକ୍ତିଗତ UPI ଆଇଡିକୁ ସର୍ବାଧିକ ₹2,000 ପର୍ଯ୍ୟନ୍ତ ହିଁ ପେମେଣ୍ଟ କରିବାକୁ ଦିଏ। ଏହି ରାଶିର ପେମେଣ୍ଟ ପାଇଁ ଅନ୍ୟ ଏକ ଫୋନ୍‌ରୁ QR କୋଡ୍ ସ୍କାନ୍ କରନ୍ତୁ, କିମ୍ବା UPI ଆଇଡିକୁ ପେମେଣ୍ଟ କରନ୍ତୁ।',
  saveQr: 'QR କୋଡ୍ ସେଭ୍ କରନ୍ତୁ',
  shareQr: 'QR କୋଡ୍ ସେୟାର କରନ୍ତୁ',
  upiAddress: 'UPI ଆଇଡି',
  bankName: 'ବ୍ୟାଙ୍କର ନାମ',
  accountNumber: 'ଆକାଉଣ୍ଟ ନମ୍ବର',
  ifscCode: 'IFSC କୋଡ୍',
  accountHolder: 'ଆକାଉଣ୍ଟ ଧାରକଙ୍କ ନାମ',
  accountHolderShown: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଏହି ନାମ ହିଁ ଦେଖାଇବ।',
  bankRails: '{rails} ଦ୍ୱାରା ପଠାନ୍ତୁ।',
  railsTwo: '{first} କିମ୍ବା {second}',
  railsThree: '{first}, {second} କିମ୍ବା {third}',
  upiPersonLimit: 'UPI ଆପ୍ ଗୋଟିଏ ପେମେଣ୍ଟରେ ବ୍ୟକ୍ତିଗତ UPI ଆଇଡିକୁ ସର୍ବାଧିକ ₹1,00,000 ପଠାଏ।',
  upiAppsLimit: 'କିଛି UPI ଆପ୍ ଗୋଟିଏ ପେମେଣ୍ଟରେ ₹1,00,000ରୁ ଅଧିକ ପଠାଇବାକୁ ଦିଏ ନାହିଁ।',
  payByBank: 'ଏହା ବଦଳରେ ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର ଦ୍ୱାରା ପେମେଣ୍ଟ କରନ୍ତୁ',
  askAnotherWay: 'ଯିଏ ଏହି ଲିଙ୍କ ପଠାଇଛନ୍ତି, ତାଙ୍କୁ ପେମେଣ୍ଟର ଅନ୍ୟ ଉପାୟ ପଚାରନ୍ତୁ।',
  copy: 'କପି କରନ୍ତୁ',
  copyLabel: '{label} କପି କରନ୍ତୁ',

  returnPrompt:
    'ପେମେଣ୍ଟ କରିସାରିଲେ? ଆପଣଙ୍କ ପେମେଣ୍ଟ ଆପ୍‌ରୁ UTR କପି କରନ୍ତୁ (ଏହାର ନାମ "UPI Ref No." କିମ୍ବା "UPI transaction ID" ହୋଇପାରେ) ଏବଂ ତଳେ ଲେଖନ୍ତୁ।',
  utrLabel: 'UTR ନମ୍ବର *',
  utrHintButton: 'UTR ନମ୍ବର କେଉଁଠି ମିଳିବ?',
  utrHint:
    'UPI ଆପ୍‌ରେ ପେମେଣ୍ଟ ବିବରଣୀରେ UTR "UPI transaction ID", "UPI Ref No." କିମ୍ବା "UTR" ନାମରେ ଦେଖାଯାଏ। NEFT, RTGS କିମ୍ବା IMPS ଟ୍ରାନ୍ସଫରରେ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ରସିଦରେ ଏହାକୁ "UTR" କିମ୍ବା "reference number" କୁହାଯାଏ। UPI UTRରେ 12ଟି ଅଙ୍କ ଥାଏ।',
  closeHint: 'ସୂଚନା ବନ୍ଦ କରନ୍ତୁ',
  proofLabel: 'ପେମେଣ୍ଟର ପ୍ରମାଣ ଅପଲୋଡ୍ କରନ୍ତୁ (ବାଧ୍ୟତାମୂଳକ ନୁହେଁ)',
  proofHint: 'PNG, JPG, WEBP, 10MB ପର୍ଯ୍ୟନ୍ତ',
  proofChoose: 'ଫାଇଲ୍ ବାଛନ୍ତୁ, ଏଠାକୁ ଟାଣି ଆଣନ୍ତୁ କିମ୍ବା ସ୍କ୍ରିନସଟ୍ ପେଷ୍ଟ କରନ୍ତୁ',
  proofRemove: 'ପ୍ରମାଣ ହଟାନ୍ତୁ',
  ocrRead: 'ମୋ ସ୍କ୍ରିନସଟ୍‌ରୁ UTR ପଢ଼ନ୍ତୁ',
  ocrDownload: 'ସ୍କ୍ରିନସଟ୍ ପଢ଼ିବାକୁ ପ୍ରାୟ {size} ଡାଉନଲୋଡ୍ ହେବ।',
  ocrFound: 'ଆପଣଙ୍କ ସ୍କ୍ରିନସଟ୍‌ରେ ମିଳିଲା: {utr}',
  ocrFoundSeveral: 'ଆପଣଙ୍କ ସ୍କ୍ରିନସଟ୍‌ରେ ମିଳିଥିବା ନମ୍ବର:',
  ocrUse: 'ଏହାକୁ ବ୍ୟବହାର କରନ୍ତୁ',
  submit: 'ଦାଖଲ କରନ୍ତୁ',
  submitting: 'ଦାଖଲ ହେଉଛି…',
  uploading: 'ପ୍ରମାଣ ଅପଲୋଡ୍ ହେଉଛି',
  needsJavaScript:
    'UTR ଦାଖଲ କରିବାକୁ ଏହି ପେଜ୍‌ରେ JavaScript ଦରକାର। ବ୍ରାଉଜର ସେଟିଂସରେ ଏହାକୁ ଚାଲୁ କରନ୍ତୁ, କିମ୍ବା ଏହି ଲିଙ୍କ ଅନ୍ୟ ଏକ ବ୍ରାଉଜରରେ ଖୋଲନ୍ତୁ।',

  botCheckTitle: 'ଆପଣଙ୍କ ବ୍ରାଉଜର ଯାଞ୍ଚ କରାଯାଉଛି',
  botCheckBody: 'ଏହା ପେମେଣ୍ଟ ପେଜ୍‌କୁ ସୁରକ୍ଷିତ ରଖେ। କେବଳ କିଛି କ୍ଷଣ ଲାଗିବ।',

  allDone: 'ସବୁ ହୋଇଗଲା',
  redirecting: 'ଆଗକୁ ନିଆଯାଉଛି...',
  closeWindow: 'ଏବେ ଆପଣ ଏହି ୱିଣ୍ଡୋ ବନ୍ଦ କରିପାରିବେ',
  embedClose: 'ବନ୍ଦ କରନ୍ତୁ',
  embedRefusedTitle: 'ପେମେଣ୍ଟ ପୃଷ୍ଠା ଏଠାରେ ଖୋଲିପାରିବ ନାହିଁ',
  embedRefusedBody: 'ଏହି ୱେବସାଇଟ୍ ଏହାକୁ ଦେଖାଇବା ପାଇଁ ଏପର୍ଯ୍ୟନ୍ତ ପ୍ରସ୍ତୁତ ନୁହେଁ। ଦୟାକରି ଦୋକାନକୁ ଜଣାନ୍ତୁ।',

  closeToast: 'ବିଜ୍ଞପ୍ତି ବନ୍ଦ କରନ୍ତୁ',
  toastError: 'ତ୍ରୁଟି',
  toastSuccess: 'ସଫଳ',
  toastInvalidUtr: 'UTR ଠିକ୍ ନୁହେଁ',
  toastSomethingWrong: 'କିଛି ଭୁଲ ହୋଇଗଲା',
  toastUploadFailed: 'ଫାଇଲ୍ ଅପଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ',
  toastFileType: 'ଏହି ପ୍ରକାରର ଫାଇଲ୍ ସମର୍ଥିତ ନୁହେଁ',
  toastFileSize: 'ଫାଇଲ୍ ବହୁତ ବଡ଼',
  toastCopied: 'କ୍ଲିପବୋର୍ଡରେ କପି ହେଲା!',
  toastTurnstileFailed: 'Turnstile ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ।',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    '{app} ଖୋଲିଲା ନାହିଁ କି? ଏହା ଏହି ଫୋନରେ ନ ଥାଇପାରେ। QR କୋଡ୍ ସେଭ୍ କରନ୍ତୁ କିମ୍ବା UPI ଆଇଡି କପି କରନ୍ତୁ, ତାପରେ ଆପଣଙ୍କ UPI ଆପ୍ ଭିତରୁ ପେମେଣ୍ଟ କରନ୍ତୁ।',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge: 'ଏହି ଛବିଟି ପଢ଼ିବା ପାଇଁ ବହୁତ ବଡ଼: {size} ପିକ୍ସେଲ। ଏଥିରୁ UTR ଟାଇପ୍ କରନ୍ତୁ; ଛବିଟି ତଥାପି ପ୍ରମାଣ ଭାବେ ପଠାଯାଇପାରିବ।',
  ocrFailedPayment:
    'ଏହି ସ୍କ୍ରିନସଟ୍‌ରେ ଏକ ବିଫଳ କିମ୍ବା ଫେରସ୍ତ ହୋଇଥିବା ପେମେଣ୍ଟ ଦେଖାଯାଉଛି, ତେଣୁ ଏଥିରୁ କୌଣସି UTR ସୁପାରିଶ କରାଯାଇନାହିଁ। ଯଦି ଆପଣ ପୁଣି ପେମେଣ୍ଟ କରିଛନ୍ତି, ସେହି ପେମେଣ୍ଟର UTR ଟାଇପ୍ କରନ୍ତୁ।',
  ocrNoteAmount: 'ସ୍କ୍ରିନସଟ୍‌ରେ {shown} ଦେଖାଯାଉଛି; ଏହି ପେମେଣ୍ଟ {expected}ର',
  ocrNotePayee: 'ସ୍କ୍ରିନସଟ୍‌ରେ {shown}କୁ କରାଯାଇଥିବା ପେମେଣ୍ଟ ଦେଖାଯାଉଛି, {expected}କୁ ନୁହେଁ',
  ocrNoteDate: 'ଏହି ସ୍କ୍ରିନସଟ୍ {date}ର',
  ocrNoteAmountOther: 'ସ୍କ୍ରିନସଟ୍‌ରେ ଅନ୍ୟ ଏକ ରାଶି ଦେଖାଯାଉଛି; ଏହି ପେମେଣ୍ଟ {expected}ର',
};
