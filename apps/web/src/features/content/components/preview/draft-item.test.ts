import { describe, expect, it } from 'vitest'

import { withMediaObjects } from './draft-item'

const photo = { id: 'm1', url: '/media/files/m1.png', alt: 'Photo' }
const logo = { id: 'm2', url: '/media/files/m2.png', alt: 'Logo' }

describe('the draft item the preview shows', () => {
  it('shows media as the objects reads return, where a save would send ids', () => {
    const api = {
      cover: 'm1',
      gallery: ['m2', 'm1'],
      sections: [{ _key: 'b', _type: 'hero', image: 'm2', heading: 'Hi' }],
      title: 'm1',
    }
    const form = {
      cover: photo,
      gallery: [photo, logo],
      // Entries are matched by key, wherever they moved.
      sections: [
        { _key: 'a', image: photo },
        { _key: 'b', _type: 'hero', image: logo },
      ],
      title: 'm1',
    }
    expect(withMediaObjects(api, form)).toEqual({
      cover: photo,
      gallery: [logo, photo],
      sections: [{ _key: 'b', _type: 'hero', image: logo, heading: 'Hi' }],
      title: 'm1',
    })
  })
})
