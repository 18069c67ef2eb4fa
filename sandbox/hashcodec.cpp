#include "sandbox/hashcodec.h"

namespace dd::sandbox {

namespace {
constexpr int rounds = 4;

quint64 mix(quint64 value)
{
    value ^= value >> 33;
    value *= 0xff51afd7ed558ccdULL;
    value ^= value >> 33;
    value *= 0xc4ceb9fe1a85ec53ULL;
    value ^= value >> 33;
    return value;
}

void appendHex(QByteArray &out, quint64 value)
{
    static const char digits[] = "0123456789abcdef";
    for (int shift = 60; shift >= 0; shift -= 4)
        out.append(digits[(value >> shift) & 0xf]);
}

std::optional<quint64> parseHex(QByteArrayView text)
{
    quint64 value = 0;
    for (char c : text) {
        int digit = -1;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        if (digit < 0)
            return std::nullopt;
        value = (value << 4) | static_cast<quint64>(digit);
    }
    return value;
}
} // namespace

quint32 HashCodec::round(quint32 half, int step) const
{
    return static_cast<quint32>(mix(half ^ (m_key + static_cast<quint64>(step) * 0x9e3779b97f4a7c15ULL)));
}

quint64 HashCodec::permute(quint64 value) const
{
    auto left = static_cast<quint32>(value >> 32);
    auto right = static_cast<quint32>(value);
    for (int step = 0; step < rounds; ++step) {
        const quint32 next = left ^ round(right, step);
        left = right;
        right = next;
    }
    return (static_cast<quint64>(left) << 32) | right;
}

quint64 HashCodec::unpermute(quint64 value) const
{
    auto left = static_cast<quint32>(value >> 32);
    auto right = static_cast<quint32>(value);
    for (int step = rounds - 1; step >= 0; --step) {
        const quint32 previous = right ^ round(left, step);
        right = left;
        left = previous;
    }
    return (static_cast<quint64>(left) << 32) | right;
}

quint64 HashCodec::check(quint64 value, int lane) const
{
    return mix(value ^ m_key ^ (static_cast<quint64>(lane + 1) * 0x632be59bd9b4e019ULL));
}

QByteArray HashCodec::encode(quint32 index) const
{
    const quint64 head = permute(index);
    QByteArray out;
    out.reserve(48);
    appendHex(out, head);
    appendHex(out, check(head, 0));
    appendHex(out, check(head, 1));
    return out;
}

std::optional<quint32> HashCodec::decode(QByteArrayView hash) const
{
    if (hash.size() != 48)
        return std::nullopt;
    const auto head = parseHex(hash.first(16));
    const auto first = parseHex(hash.sliced(16, 16));
    const auto second = parseHex(hash.sliced(32, 16));
    if (!head || !first || !second || *first != check(*head, 0) || *second != check(*head, 1))
        return std::nullopt;
    const quint64 index = unpermute(*head);
    if (index > 0xffffffffULL)
        return std::nullopt;
    return static_cast<quint32>(index);
}

} // namespace dd::sandbox
