#include "sandbox/records.h"

#include <cstring>

namespace dd::sandbox {

QByteArray paymentStateCode(PaymentState state)
{
    switch (state) {
    case PaymentState::Open: return QByteArrayLiteral("OP");
    case PaymentState::Pending: return QByteArrayLiteral("PE");
    case PaymentState::Confirmed: return QByteArrayLiteral("CO");
    case PaymentState::Cancelled: return QByteArrayLiteral("CA");
    }
    return {};
}

QByteArray refundStateCode(RefundState state)
{
    switch (state) {
    case RefundState::Requested: return QByteArrayLiteral("RE");
    case RefundState::Pending: return QByteArrayLiteral("PE");
    case RefundState::Confirmed: return QByteArrayLiteral("CO");
    case RefundState::Cancelled: return QByteArrayLiteral("CA");
    }
    return {};
}

QByteArrayView StringArena::store(QByteArrayView text)
{
    if (text.isEmpty())
        return {};
    if (text.size() > chunkSize / 4) {
        // Large strings get their own block, inserted before the current chunk.
        auto block = std::make_unique<char[]>(static_cast<size_t>(text.size()));
        std::memcpy(block.get(), text.data(), static_cast<size_t>(text.size()));
        const char *data = block.get();
        m_chunks.insert(m_chunks.empty() ? m_chunks.end() : m_chunks.end() - 1, std::move(block));
        return QByteArrayView(data, text.size());
    }
    if (m_used + text.size() > chunkSize) {
        m_chunks.push_back(std::make_unique<char[]>(chunkSize));
        m_used = 0;
    }
    char *target = m_chunks.back().get() + m_used;
    std::memcpy(target, text.data(), static_cast<size_t>(text.size()));
    m_used += text.size();
    return QByteArrayView(target, text.size());
}

void StringArena::clear()
{
    m_chunks.clear();
    m_used = chunkSize;
}

} // namespace dd::sandbox
