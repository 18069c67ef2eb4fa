#include "core/cache/paymentmemo.h"

namespace dd::cache {

void PaymentMemo::forget(const WriteEffects &effects)
{
    if (effects.payments)
        forgetAll();
    else if (effects.refundTotals)
        forgetDigestResults();   // the digest in use is stale; its results are let go with it
}

void PaymentMemo::seeDataVersion(qint64 dataVersion)
{
    if (dataVersion == m_dataVersion)
        return;
    forgetAll();
    m_dataVersion = dataVersion;
}

void PaymentMemo::forgetAll()
{
    counts.clear();
    sparseOrders.clear();
    narrowRanges.clear();
    sortedIdsKey.reset();
    sortedIds.clear();
    bitmap = FilterBitmap();
    text = {};
    forgetDigestResults();
}

void PaymentMemo::forgetDigestResults()
{
    if (text.of)
        text = {};
    digestSortedKey.reset();
    digestSorted = {};
}

} // namespace dd::cache
