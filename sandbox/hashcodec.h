#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace dd::sandbox {

// Payment hashes are 48 hex digits that encode the record index through a keyed, invertible
// permutation plus a check: looking a hash up needs no index table, and hashes look random.
class HashCodec
{
public:
    explicit HashCodec(quint64 key = 0x5eed5eed5eed5eedULL) : m_key(key) {}

    quint64 key() const { return m_key; }
    QByteArray encode(quint32 index) const;
    std::optional<quint32> decode(QByteArrayView hash) const;

private:
    quint64 permute(quint64 value) const;
    quint64 unpermute(quint64 value) const;
    quint32 round(quint32 half, int step) const;
    quint64 check(quint64 value, int lane) const;

    quint64 m_key;
};

} // namespace dd::sandbox
