/** Tamil catalogue (தமிழ்). Wording follows docs/glossary.md. */
import type { Catalogue } from './en.ts';

export const ta: Catalogue = {
  pageTitle: 'பணம் செலுத்துதல்',
  loading: 'பணம் செலுத்தும் விவரங்கள் ஏற்றப்படுகின்றன',
  errorTitle: 'பிழை',
  errorBody: 'ஏதோ தவறு நடந்துவிட்டது.',
  tryAgain: 'மீண்டும் முயலவும்',
  language: 'மொழி',

  amountLabel: 'இந்தத் தொகையை அனுப்பவும்',
  currency: 'INR',
  copyAmount: 'தொகையை நகலெடு',
  testMode: 'சோதனை முறை',

  stepOptions: 'பணம் செலுத்தும் வழிகள்',
  stepPay: 'பணம் செலுத்தி UTR-ஐச் சமர்ப்பிக்கவும்',
  stepResubmit: 'UTR-ஐ மீண்டும் சமர்ப்பிக்கவும்',
  stepThanks: 'நன்றி',
  stepOf: '{total} படிகளில் படி {step}',
  goBack: 'பின் செல்',
  progress: 'முன்னேற்றம்',

  depositType: 'பணம் செலுத்தும் முறை',
  selectOption: 'ஒரு வழியைத் தேர்ந்தெடுக்கவும்',
  chooseThisOption: '{name} மூலம் பணம் செலுத்தவும்',
  backToOptions: 'பணம் செலுத்தும் வழிகளுக்குத் திரும்பு',
  alreadyPaid: 'ஏற்கெனவே பணம் செலுத்திவிட்டீர்களா? பணம் செலுத்துவதை முடிக்க உங்கள் UTR எண்ணைச் சமர்ப்பிக்கவும்.',

  scanToPay: 'ஸ்கேன் செய்து பணம் செலுத்தவும்',
  payWithApp: 'UPI ஆப்பில் செலுத்தவும்',
  appRefusedHelp:
    'உங்கள் ஆப் பணம் செலுத்த அனுமதிக்கவில்லை என்றால், UPI ஐடியை நகலெடுத்து உங்கள் UPI ஆப்பிற்குள்ளேயே அந்த ஐடிக்குப் பணம் செலுத்தவும், அல்லது வேறொரு ஃபோன் மூலம் QR குறியீட்டை ஸ்கேன் செய்யவும்.',
  // A personal payee (docs/rules.md, Who the payee is): the name their bank gives, which the payer's
  // app shows before they confirm; no app link; no saved QR code above its limit.
  payeeNameShown: 'உங்கள் ஆப்பில் இந்தப் பெயர் காட்டப்படும்: {name}',
  payToUpiId: 'UPI ஐடியை நகலெடுக்கவும், பிறகு உங்கள் UPI ஆப்பைத் திறந்து UPI ஐடிக்குப் பணம் செலுத்தும் வசதியைத் தேர்ந்தெடுக்கவும்.',
  savedQrLimit:
    'UPI ஆப்கள், சேமித்த QR குறியீட்டிலிருந்து ஒரு தனிநபரின் UPI ஐடிக்கு அதிகபட்சம் ₹2,000 வரை மட்டுமே பணம் செலுத்த அனுமதிக்கின்றன. இந்தத் தொகையைச் செலுத்த, வேறொரு ஃபோன் மூலம் QR குறியீட்டை ஸ்கேன் செய்யவும் அல்லது UPI ஐடிக்குப் பணம் செலுத்தவும்.',
  saveQr: 'QR குறியீட்டைச் சேமி',
  shareQr: 'QR குறியீட்டைப் பகிர்',
  upiAddress: 'UPI ஐடி',
  bankName: 'வங்கியின் பெயர்',
  accountNumber: 'கணக்கு எண்',
  ifscCode: 'IFSC குறியீடு',
  copy: 'நகலெடு',
  copyLabel: '{label} நகலெடு',

  returnPrompt:
    'பணம் செலுத்திவிட்டீர்களா? பணம் செலுத்திய ஆப்பிலிருந்து UTR-ஐ நகலெடுத்து (அது "UPI Ref No." அல்லது "UPI transaction ID" என்று இருக்கலாம்) கீழே உள்ளிடவும்.',
  utrLabel: 'UTR எண் *',
  utrHintButton: 'UTR எண் எங்கே கிடைக்கும்?',
  utrHint:
    'UPI ஆப்களில், பணம் செலுத்திய விவரங்களில் UTR "UPI transaction ID", "UPI Ref No." அல்லது "UTR" என்று இருக்கும். NEFT, RTGS அல்லது IMPS பரிமாற்றங்களுக்கு, உங்கள் வங்கி ரசீதில் இது "UTR" அல்லது "reference number" என்று இருக்கும். UPI UTR-இல் 12 இலக்கங்கள் இருக்கும்.',
  closeHint: 'குறிப்பை மூடு',
  proofLabel: 'பணம் செலுத்திய ஆதாரத்தைப் பதிவேற்றவும் (கட்டாயமில்லை)',
  proofHint: 'PNG, JPG, WEBP, 10MB வரை',
  proofChoose: 'கோப்பைத் தேர்ந்தெடுக்கவும், இங்கே இழுத்து வரவும் அல்லது ஸ்கிரீன்ஷாட்டை ஒட்டவும்',
  proofRemove: 'ஆதாரத்தை நீக்கு',
  ocrRead: 'என் ஸ்கிரீன்ஷாட்டிலிருந்து UTR-ஐப் படி',
  ocrDownload: 'ஸ்கிரீன்ஷாட்டைப் படிக்க சுமார் {size} பதிவிறக்கம் ஆகும்.',
  ocrFound: 'உங்கள் ஸ்கிரீன்ஷாட்டில் கிடைத்தது: {utr}',
  ocrFoundSeveral: 'உங்கள் ஸ்கிரீன்ஷாட்டில் கிடைத்தவை:',
  ocrUse: 'இதைப் பயன்படுத்து',
  submit: 'சமர்ப்பி',
  submitting: 'சமர்ப்பிக்கப்படுகிறது…',
  uploading: 'ஆதாரம் பதிவேற்றப்படுகிறது',
  needsJavaScript:
    'UTR-ஐச் சமர்ப்பிக்க இந்தப் பக்கத்துக்கு JavaScript தேவை. உங்கள் பிரவுசர் அமைப்புகளில் அதை இயக்கவும் அல்லது இந்த இணைப்பை வேறு பிரவுசரில் திறக்கவும்.',

  botCheckTitle: 'உங்கள் பிரவுசர் சரிபார்க்கப்படுகிறது',
  botCheckBody: 'இது பணம் செலுத்தும் பக்கத்தைப் பாதுகாப்பாக வைக்கிறது. ஒரு நொடி மட்டுமே ஆகும்.',

  allDone: 'அனைத்தும் முடிந்தது',
  redirecting: 'அடுத்த பக்கத்துக்குச் செல்கிறது...',
  closeWindow: 'இப்போது இந்தச் சாளரத்தை மூடலாம்',
  embedClose: 'மூடு',
  embedRefusedTitle: 'பணம் செலுத்தும் பக்கத்தை இங்கே திறக்க முடியாது',
  embedRefusedBody: 'இந்த இணையதளம் இதைக் காட்ட இன்னும் அமைக்கப்படவில்லை. தயவுசெய்து கடைக்குத் தெரிவிக்கவும்.',

  closeToast: 'அறிவிப்பை மூடு',
  toastError: 'பிழை',
  toastSuccess: 'வெற்றி',
  toastInvalidUtr: 'UTR தவறானது',
  toastSomethingWrong: 'ஏதோ தவறு நடந்துவிட்டது',
  toastUploadFailed: 'கோப்பைப் பதிவேற்ற முடியவில்லை',
  toastFileType: 'இந்த வகைக் கோப்பு ஏற்கப்படாது',
  toastFileSize: 'கோப்பு மிகப் பெரியது',
  toastCopied: 'கிளிப்போர்டுக்கு நகலெடுக்கப்பட்டது!',
  toastTurnstileFailed: 'Turnstile-ஐ ஏற்ற முடியவில்லை.',

  // The iPhone's row of UPI apps.
  appDidNotOpen:
    '{app} திறக்கவில்லையா? அது இந்த ஃபோனில் இல்லாமல் இருக்கலாம். QR குறியீட்டைச் சேமிக்கவும் அல்லது UPI ஐடியை நகலெடுக்கவும், பிறகு உங்கள் UPI ஆப்பிற்குள்ளேயே பணம் செலுத்தவும்.',
  // Reading the UTR from a screenshot: a picture over the pixel cap (docs/rules.md, Proof files).
  ocrTooLarge:
    'இந்தப் படம் படிக்க மிகப் பெரியது: {size} பிக்சல்கள். அதிலுள்ள UTR-ஐத் தட்டச்சு செய்யவும்; படத்தை ஆதாரமாக இன்னும் அனுப்பலாம்.',
  ocrFailedPayment:
    'இந்த ஸ்கிரீன்ஷாட்டில் தோல்வியடைந்த அல்லது திருப்பி அனுப்பப்பட்ட பணம் செலுத்துதல் தெரிகிறது, எனவே இதிலிருந்து எந்த UTR-உம் பரிந்துரைக்கப்படவில்லை. நீங்கள் மீண்டும் பணம் செலுத்தியிருந்தால், அந்தப் பணம் செலுத்துதலின் UTR-ஐத் தட்டச்சு செய்யவும்.',
  ocrNoteAmount: 'ஸ்கிரீன்ஷாட்டில் {shown} என உள்ளது; இந்தப் பணம் செலுத்துதல் {expected}-க்கானது',
  ocrNotePayee: 'ஸ்கிரீன்ஷாட்டில் {shown}-க்குப் பணம் செலுத்தியது தெரிகிறது, {expected}-க்கு அல்ல',
  ocrNoteDate: 'இந்த ஸ்கிரீன்ஷாட் {date} தேதியைச் சேர்ந்தது',
};
