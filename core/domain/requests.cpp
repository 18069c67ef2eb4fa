#include "core/domain/requests.h"

#include <QRandomGenerator>

namespace dd {

void DirectRequest::useFreshMerchantCode()
{
    merchantPaymentCode = MerchantCode::generate();
    merchantPaymentCodeIsFresh = true;
}

void RefundRequest::useFreshMerchantCode()
{
    merchantRefundCode = MerchantCode::generate();
    merchantRefundCodeIsFresh = true;
}

} // namespace dd

namespace dd::MerchantCode {

QString generate()
{
    static constexpr char16_t alphabet[] = u"abcdefghijklmnopqrstuvwxyz234567";
    QString code = QStringLiteral("dd-");
    // Cryptographically seeded so that two installations never collide in practice.
    QRandomGenerator *random = QRandomGenerator::system();
    for (int i = 0; i < 16; ++i)
        code += QChar(alphabet[random->bounded(32)]);
    return code;
}

} // namespace dd::MerchantCode
